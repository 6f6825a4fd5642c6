import { ServicePageLayout } from './ServicePageLayout/ServicePageLayout';
import { ServicesGrid } from './ServicesGrid/ServicesGrid';

/** `/services`: what Rozgar offers job seekers besides listings, with the six services. */
export function ServicesPage() {
  return (
    <ServicePageLayout
      title="Career services"
      lead="Finding a job is more than searching listings. Prepare your resume, practise for interviews, check what roles really pay and talk to a counsellor — all free for job seekers on Rozgar."
    >
      <ServicesGrid headingLevel={2} />
    </ServicePageLayout>
  );
}
