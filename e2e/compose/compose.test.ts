import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  interpolate,
  interpolateDocument,
  MissingVariableError,
  type Environment,
} from './interpolate';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

interface PortMapping {
  hostIp?: string;
  published?: string;
  target: string;
}
interface Service {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  command?: string | string[];
  depends_on?: string[] | Record<string, { condition: string }>;
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: Array<
    string | number | { target: number | string; published?: number | string; host_ip?: string }
  >;
  healthcheck?: { test?: string | string[] };
  volumes?: Array<string | { source?: string; target?: string }>;
}
interface ComposeFile {
  name?: string;
  version?: string;
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const rawCompose = read('docker-compose.yml');
/** The file as Compose sees it with no variables set: every `${VAR:-default}` takes its default. */
const load = (env: Environment = {}) => interpolateDocument(parse(rawCompose) as ComposeFile, env);
const compose = load();
const service = (name: string): Service => {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`);
  return found;
};

function environmentOf(svc: Service): Record<string, string | undefined> {
  const env = svc.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry) => [entry.split('=')[0]!, entry.split('=').slice(1).join('=')]),
    );
  }
  return Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value == null ? undefined : String(value)]),
  );
}

/** Short (`[HOST_IP:][PUBLISHED:]TARGET[/PROTOCOL]`) and long port syntax. */
function portsOf(svc: Service): PortMapping[] {
  return (svc.ports ?? []).map((port) => {
    if (typeof port === 'object') {
      return {
        hostIp: port.host_ip,
        published: port.published?.toString(),
        target: String(port.target),
      };
    }
    const parts = String(port)
      .replace(/\/(tcp|udp)$/, '')
      .split(':');
    const target = parts.pop()!;
    const published = parts.pop();
    return { hostIp: parts.pop(), published, target };
  });
}

const schema = JSON.parse(read('e2e/compose/compose-spec.schema.json')) as Record<string, unknown>;
// The spec's schema is draft-07 with a few annotation keywords (deprecated) and union types: not strict.
const validate = new Ajv({ strict: false, allErrors: true, validateSchema: false }).compile(schema);

const REMOTES = [
  { service: 'mfe-seeker', variable: 'REMOTE_SEEKER_URL', port: 'MFE_SEEKER_PORT' },
  { service: 'mfe-recruiter', variable: 'REMOTE_RECRUITER_URL', port: 'MFE_RECRUITER_PORT' },
  { service: 'mfe-community', variable: 'REMOTE_COMMUNITY_URL', port: 'MFE_COMMUNITY_PORT' },
] as const;

describe('Compose interpolation', () => {
  const env = { SET: 'value', EMPTY: '', PORT: '4000' };

  it('applies the default, required and alternative operators like Compose', () => {
    expect(interpolate('${SET:-x} ${EMPTY:-x} ${UNSET:-x} ${EMPTY-x} ${UNSET-x}', env)).toBe(
      'value x x  x',
    );
    expect(interpolate('${SET:+alt}|${EMPTY:+alt}|${EMPTY+alt}|${UNSET+alt}', env)).toBe(
      'alt||alt|',
    );
    expect(interpolate('$SET-${SET}', env)).toBe('value-value');
    expect(() => interpolate('${EMPTY:?give it a value}', env)).toThrow(MissingVariableError);
    expect(() => interpolate('${UNSET?needed}', env)).toThrow('needed');
    expect(interpolate('${EMPTY?needed}', env)).toBe('');
  });

  it('resolves nested defaults and keeps $$ as a literal dollar', () => {
    expect(interpolate('http://localhost:${URL:-${PORT:-3001}}/x', env)).toBe(
      'http://localhost:4000/x',
    );
    expect(interpolate('${URL:-http://h:${NOPE:-3001}/m.json}', env)).toBe('http://h:3001/m.json');
    expect(interpolate('cost $$5 and $${SET}', env)).toBe('cost $5 and ${SET}');
  });

  it('rejects a malformed expression', () => {
    expect(() => interpolate('${UNCLOSED', env)).toThrow(SyntaxError);
    expect(() => interpolate('${1BAD}', env)).toThrow(SyntaxError);
  });
});

describe('docker-compose.yml', () => {
  it('is valid against the official Compose Specification schema', () => {
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('is rejected by the same schema when a service has a misspelt key (the check can fail)', () => {
    const broken = load();
    (broken.services.bff as Record<string, unknown>).buidl = { context: '.' };
    expect(validate(broken)).toBe(false);
    expect(JSON.stringify(validate.errors)).toContain('buidl');
  });

  it('follows the Compose Specification: no obsolete version key, a project name', () => {
    expect(compose).not.toHaveProperty('version');
    expect(compose.name).toBe('rozgar');
  });

  it('has exactly the services the README documents', () => {
    const readme = read('README.md');
    const section = readme.split(/^## /m).find((part) => /^Docker Compose/i.test(part));
    expect(section, 'README.md needs a "## Docker Compose" section').toBeDefined();
    const documented = [...section!.matchAll(/^\|\s*`([a-z0-9._-]+)`\s*\|/gm)].map(
      (match) => match[1],
    );
    expect(documented.length).toBeGreaterThan(0);
    expect(new Set(documented)).toEqual(new Set(Object.keys(compose.services)));
  });

  it('runs MongoDB 8 as a single-node replica set that initiates itself and is healthy once primary', () => {
    const mongo = service('mongo');
    expect(mongo.image).toMatch(/^mongo:8(\.|$)/);
    const command = Array.isArray(mongo.command)
      ? mongo.command
      : String(mongo.command).split(/\s+/);
    expect(command).toEqual(expect.arrayContaining(['--replSet', 'rs0', '--bind_ip_all']));
    const test = ([] as string[]).concat(mongo.healthcheck?.test ?? []).join(' ');
    expect(test).toContain('mongosh');
    expect(test).toMatch(/rs\.initiate\(\{\s*_id: 'rs0'.*host: 'mongo:27017'/);
    expect(test).toContain('isWritablePrimary');
    const dataVolume = (mongo.volumes ?? [])
      .map(String)
      .find((volume) => volume.endsWith(':/data/db'));
    expect(dataVolume, 'mongo keeps /data/db in a named volume').toBeDefined();
    expect(compose.volumes).toHaveProperty(dataVolume!.split(':')[0]!);
  });

  it('starts the BFF only once MongoDB is healthy, pointed at the replica set', () => {
    const bff = service('bff');
    expect(bff.depends_on).toMatchObject({ mongo: { condition: 'service_healthy' } });
    const uri = new URL(environmentOf(bff).MONGODB_URI!);
    expect(compose.services).toHaveProperty(uri.hostname);
    expect(uri.port || '27017').toBe('27017');
    expect(uri.searchParams.get('replicaSet')).toBe('rs0');
    expect(portsOf(bff).map((port) => port.target)).toContain(environmentOf(bff).PORT);
  });

  it("sends the BFF's e-mail to mailpit's SMTP port, with its UI published on 8025", () => {
    const smtp = new URL(environmentOf(service('bff')).SMTP_URL!);
    expect(smtp.protocol).toBe('smtp:');
    expect(smtp.hostname).toBe('mailpit');
    const mailpit = service('mailpit');
    expect(mailpit.image).toMatch(/^axllent\/mailpit(:|$)/);
    const targets = portsOf(mailpit).map((port) => port.target);
    expect(targets).toContain(smtp.port);
    expect(portsOf(mailpit)).toContainEqual(
      expect.objectContaining({ published: '8025', target: '8025' }),
    );
  });

  it.each([
    ['with defaults', {}],
    [
      'with the remote ports moved',
      { MFE_SEEKER_PORT: '4101', MFE_RECRUITER_PORT: '4102', MFE_COMMUNITY_PORT: '4103' },
    ],
  ])(
    "points every REMOTE_*_URL at a published port of that remote's server (%s)",
    (_label, env) => {
      const config = interpolateDocument(parse(rawCompose) as ComposeFile, env);
      const bffEnv = environmentOf(config.services.bff!);
      for (const remote of REMOTES) {
        const url = new URL(bffEnv[remote.variable]!);
        expect(url.hostname).toBe('localhost');
        expect(url.pathname).toBe('/mf-manifest.json');
        const published = portsOf(config.services[remote.service]!).map((port) => port.published);
        expect(published).toContain(url.port);
        if (remote.port in env) expect(url.port).toBe(env[remote.port as keyof typeof env]);
      }
    },
  );

  it("lets each remote's CORS allow exactly the origin the shell is served from", () => {
    for (const env of [{}, { BFF_PORT: '8080' }]) {
      const config = load(env);
      const published = portsOf(config.services.bff!)[0]!.published;
      for (const { service: name } of REMOTES) {
        expect(environmentOf(config.services[name]!).SHELL_ORIGIN).toBe(
          `http://localhost:${published}`,
        );
      }
    }
  });

  it('builds every image from a context and Dockerfile that exist in the repository', () => {
    const built = Object.entries(compose.services).filter(([, svc]) => svc.build);
    expect(built.map(([name]) => name).sort()).toEqual([
      'bff',
      'mfe-community',
      'mfe-recruiter',
      'mfe-seeker',
    ]);
    for (const [name, svc] of built) {
      const build = typeof svc.build === 'string' ? { context: svc.build } : svc.build!;
      const context = resolve(repoRoot, build.context ?? '.');
      expect(statSync(context).isDirectory(), `${name}: build context`).toBe(true);
      const dockerfile = resolve(context, build.dockerfile ?? 'Dockerfile');
      expect(existsSync(dockerfile), `${name}: ${dockerfile}`).toBe(true);
    }
  });
});

describe('Dockerfiles', () => {
  const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
  const dockerfiles = [
    'bff/Dockerfile',
    'mfe-seeker/Dockerfile',
    'mfe-recruiter/Dockerfile',
    'mfe-community/Dockerfile',
  ];

  it.each(dockerfiles)(
    '%s installs from every workspace manifest with npm install, never npm ci',
    (path) => {
      const dockerfile = read(path);
      expect(dockerfile).toMatch(/^COPY package\.json package-lock\.json \.\/$/m);
      for (const workspace of workspaces) {
        expect(dockerfile, `${path} copies ${workspace}/package.json`).toMatch(
          new RegExp(`^COPY ${workspace}/package\\.json ${workspace}/$`, 'm'),
        );
      }
      expect(dockerfile).toMatch(/^RUN npm install --no-audit --no-fund$/m);
      const instructions = dockerfile
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('#'));
      expect(instructions.join('\n')).not.toMatch(/npm ci\b/);
      expect(dockerfile.match(/^FROM /gm)?.length ?? 0, 'multi-stage').toBeGreaterThanOrEqual(2);
    },
  );

  it('bff/Dockerfile builds the shell and the BFF and starts the BFF', () => {
    const dockerfile = read('bff/Dockerfile');
    expect(dockerfile).toContain('npm run build -w shell');
    expect(dockerfile).toContain('npm run build -w bff');
    expect(dockerfile).toMatch(/^CMD \["npm", "run", "start", "-w", "bff"\]$/m);
  });

  it.each(REMOTES.map((remote) => remote.service))(
    '%s is served by nginx with CORS for SHELL_ORIGIN and no-cache on its manifest and entry',
    (name) => {
      const dockerfile = read(`${name}/Dockerfile`);
      expect(dockerfile).toContain(`npm run build -w ${name}`);
      expect(dockerfile).toMatch(/^FROM nginx:alpine\b/m);
      expect(dockerfile).toContain(`COPY --from=build /app/${name}/dist /usr/share/nginx/html`);
      expect(dockerfile).toContain(
        `COPY ${name}/nginx.conf /etc/nginx/templates/default.conf.template`,
      );

      const nginx = read(`${name}/nginx.conf`);
      const entryLocation = nginx
        .split(/\n\s*location /)
        .find((block) => block.includes('mf-manifest\\.json'));
      expect(entryLocation).toBeDefined();
      expect(entryLocation).toContain('remoteEntry\\.js');
      expect(entryLocation).toMatch(/add_header Cache-Control "no-cache" always;/);
      const locations = nginx.split(/\n\s*location /).slice(1);
      expect(locations.length).toBeGreaterThan(0);
      for (const block of locations) {
        // add_header in a location replaces the server's: every location must carry CORS itself.
        expect(block).toContain('add_header Access-Control-Allow-Origin "${SHELL_ORIGIN}" always;');
      }
    },
  );

  it('.dockerignore keeps dependencies, build output and local data out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    for (const pattern of ['**/node_modules', '**/dist', '**/build', '.git', '.data']) {
      expect(ignored).toContain(pattern);
    }
  });
});
