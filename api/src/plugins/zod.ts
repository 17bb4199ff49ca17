import { portugueseErrorMap } from '@agua/domain/rules/error-map';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Checks declared without a message of their own answer in Portuguese too (zod's defaults are English).
z.config({ customError: portugueseErrorMap });

/** Route schemas are zod: it validates input and encodes output (extra fields never leak into a response). */
export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'zod' },
);
