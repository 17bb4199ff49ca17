import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet's headers on every answer of the api: nosniff, no framing, no referrer, and a Content-Security-Policy
 * that lets Swagger UI (/api/docs, whose scripts and styles are all files of this origin) run and nothing else.
 * Registered after the swagger plugin, whose inline hashes (none today) it adds when the UI declares them.
 */
export default fp(
  async (app) => {
    const swaggerCsp = app.hasDecorator('swaggerCSP')
      ? (app as unknown as { swaggerCSP: { script: string[]; style: string[] } }).swaggerCSP
      : { script: [], style: [] };
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...swaggerCsp.script],
          styleSrc: ["'self'", ...swaggerCsp.style],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          scriptSrcAttr: ["'none'"],
          // No upgrade-insecure-requests: the api also answers over plain HTTP on a local network.
        },
      },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      // HTTPS is the proxy's concern; over plain HTTP browsers ignore the header anyway.
      strictTransportSecurity: false,
    });
  },
  { name: 'security-headers', dependencies: ['swagger'] },
);
