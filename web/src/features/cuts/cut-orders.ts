import { useSessionManager } from '../../lib/session/session-context.tsx';

/** The api's refusal of the orders, in Portuguese when it sent one. */
export class CutOrdersError extends Error {
  override readonly name = 'CutOrdersError';
}

/**
 * 'Gerar Ordens de Corte': the printable orders of the chosen meters, one PDF streamed through the gateway's
 * /files route with the session's token, saved as a download.
 */
export function useCutOrders() {
  const session = useSessionManager();

  return async function download(meterIds: readonly (string | number)[], fileName: string): Promise<void> {
    const token = await session.accessToken();
    const response = await fetch(`/files/cuts/orders?meterIds=${meterIds.map(String).join(',')}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) {
      let message = '';
      try {
        message = ((await response.json()) as { message?: string }).message ?? '';
      } catch {
        // Not the api's JSON error (a proxy's page): the caller's generic text says it.
      }
      throw new CutOrdersError(message);
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
}
