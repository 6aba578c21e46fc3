import { Code, type Envelope } from '@skin/contract';
import type { WrittenPage } from '../../data/list';

/** Wraps a result in the success envelope. */
export const ok = <T>(data: T, msg = 'success'): Envelope<T> => ({ code: Code.ok, msg, data });

/** Success envelope of a call that returns nothing. */
export const done = (msg = 'success'): Envelope<null> => ({ code: Code.ok, msg, data: null });

/** The success envelope around data the database wrote as JSON, as the text `ok` would serialize to. */
export const okWrittenOne = (json: string, msg = 'success') =>
  `{"code":${Code.ok},"msg":${JSON.stringify(msg)},"data":${json}}`;

/** The success envelope of a page the database wrote as JSON, as the text `ok` would serialize to. */
export const okWritten = ({ listJson, total, pageNum, pageSize }: WrittenPage, msg = 'success') =>
  okWrittenOne(`{"list":${listJson},"total":${total},"pageNum":${pageNum},"pageSize":${pageSize}}`, msg);
