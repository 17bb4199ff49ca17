/** Shown instead of the back office when web/dist has not been built yet. */
export const webAppMissingPage = `<!doctype html>
<html lang="pt">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Água — aplicação web por construir</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; color: #1f2937; }
  code { background: #f3f4f6; padding: 0.1rem 0.3rem; border-radius: 0.25rem; }
</style>
</head>
<body>
<h1>A aplicação web ainda não foi construída</h1>
<p>O gateway está a funcionar, mas não encontrou os ficheiros da interface.</p>
<p>Execute <code>pnpm build</code> na raiz do projecto (ou <code>pnpm start</code>, que constrói o que falta) e recarregue esta página.</p>
<p>A API GraphQL continua disponível em <code>/graphql</code>.</p>
</body>
</html>
`;
