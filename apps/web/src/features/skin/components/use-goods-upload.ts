import { type GoodsBatchResult, goodsResource } from '@skin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { useFeedback } from '../../../lib/use-feedback';
import { GoodsBatchRefused, sendGoodsBatch } from '../api/goods-batch';

/** What the screen is doing: sending the files (with the share sent), or waiting for the server's check or write. */
export type UploadPhase =
  | { step: 'idle' }
  | { step: 'sending'; sent: number; dryRun: boolean }
  | { step: 'working'; dryRun: boolean };
/** Why the server refused the batch as a whole, by the part it is about (translated). */
export type BatchRefusal = { file?: string; images?: string };
/** The files and owner of a batch, as picked on the screen. */
export type BatchPick = { sheet: File | null; images: File[]; ownerId?: number };

/** The same files (by name, size and date) for the same owner: a check holds only for what it checked. */
const keyOf = ({ sheet, images, ownerId }: BatchPick) =>
  JSON.stringify([ownerId, ...[sheet, ...images].map((f) => f && [f.name, f.size, f.lastModified])]);

/**
 * The batch upload's flow: "Check" sends the files for a dry run; "Upload" is allowed only after
 * a check of the very same files and owner found no error, and writes them. Progress is the
 * share of bytes sent, then a "working" state while the server reads and checks the sheet.
 */
export function useGoodsUpload(pick: BatchPick) {
  const { t } = useTranslation('skin');
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<UploadPhase>({ step: 'idle' });
  const [result, setResult] = useState<GoodsBatchResult | null>(null);
  const [cleanKey, setCleanKey] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<BatchRefusal>({});
  const key = keyOf(pick);

  const send = useCallback(
    async (dryRun: boolean) => {
      if (!pick.sheet) return;
      setPhase({ step: 'sending', sent: 0, dryRun });
      setRefusal({});
      try {
        const answer = await sendGoodsBatch(
          { sheet: pick.sheet, images: pick.images, ownerId: pick.ownerId, dryRun },
          (sent) => setPhase(sent < 1 ? { step: 'sending', sent, dryRun } : { step: 'working', dryRun }),
        );
        setResult(answer);
        setCleanKey(dryRun && answer.errorCount === 0 ? key : null);
        if (answer.written) {
          void message.success(t('goods.uploaded'));
          await queryClient.invalidateQueries({ queryKey: resourceKeys.root(goodsResource) });
        }
      } catch (err) {
        // Reported by the call too; the screen keeps the files for another try, and shows a
        // refusal of the sheet or the pictures beside them until they change or go again.
        if (err instanceof GoodsBatchRefused)
          setRefusal({
            file: err.fields.file ?? (Object.keys(err.fields).length ? undefined : err.message),
            images: err.fields.images,
          });
      } finally {
        setPhase({ step: 'idle' });
      }
    },
    [pick, key, message, t, queryClient],
  );

  return {
    phase,
    result,
    busy: phase.step !== 'idle',
    /** The last check is of these very files and found nothing wrong. */
    checked: cleanKey === key,
    check: () => send(true),
    upload: () => send(false),
    /** Why the server refused the last batch as a whole, by part. */
    refusal,
    /** Forgets the last answer and refusal (new files picked, or removed). */
    reset: () => {
      setResult(null);
      setRefusal({});
    },
  };
}
