// The same setup as every package's component tests.
import '../remote-kit/componentTestSetup';
