import type { ErrorData, MessageRef } from '@skin/contract';
import i18next from 'i18next';
import { t } from './i18n';

/**
 * The user's-language text of a server message. Refusals come as a key of the contract's
 * catalogue with parameters (`server.<key>` in every language); an answer without a key (an
 * older server, a proxy) shows its text as sent, or the generic 'Error'.
 */
export function translateMessage(
  ref: MessageRef | { key: string; params?: object } | undefined,
  text?: unknown,
) {
  if (ref && i18next.exists(`server.${ref.key}`)) return t(`server.${ref.key}`, { ...ref.params });
  return typeof text === 'string' && text ? text : t('errors.generic');
}

/** The translated message and field messages of a failure envelope (`msg` and `data`). */
export function translateFailure(msg: unknown, data: ErrorData | undefined) {
  const message = translateMessage(data?.message, msg);
  const fields = Object.fromEntries(
    Object.entries(data?.fields ?? {}).map(([name, text]) => [
      name,
      translateMessage(data?.fieldMessages?.[name], text),
    ]),
  );
  return { message, fields };
}
