import type { Goods } from '@skin/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/crud/format-time';
import type { CrudColumn } from '../../../components/crud/types';
import { FilePicture } from '../../../components/file-picture';
import { formatMoney } from '../../../lib/format';
import { ShelfSwitch } from './shelf-switch';
import type { CatalogueAccess } from './use-catalogue-access';
import { useGoodsWords } from './use-goods-words';

const crossed = (g: Goods) => (g.crossedPrice === null ? '' : formatMoney(g.crossedPrice));

/** The goods list's columns; `owner` is the shared owner column, `access` who may shelve a row. */
export function useGoodsColumns(owner: CrudColumn<Goods>, access: CatalogueAccess) {
  const { t } = useTranslation('skin');
  const words = useGoodsWords();
  const columns: CrudColumn<Goods>[] = [
    {
      key: 'iconFileId',
      title: t('goods.picture'),
      render: (id: string | null) =>
        id ? <FilePicture fileId={id} width={40} height={40} style={{ objectFit: 'cover' }} /> : null,
      noExport: true,
    },
    { key: 'name', title: t('goods.name') },
    {
      key: 'type',
      title: t('goods.type'),
      render: (type: Goods['type']) => words.types[type],
      exportValue: (g) => words.types[g.type],
    },
    {
      key: 'category',
      title: t('goods.category'),
      render: (_: unknown, g: Goods) => words.categoryText(g),
      exportValue: words.categoryText,
    },
    {
      key: 'price',
      title: t('goods.price'),
      render: (price: number) => formatMoney(price),
      exportValue: (g) => formatMoney(g.price),
    },
    {
      key: 'crossedPrice',
      title: t('goods.crossedPrice'),
      render: (_: unknown, g: Goods) => <s>{crossed(g)}</s>,
      exportValue: crossed,
    },
    owner,
    {
      key: 'shelf',
      title: t('goods.shelf'),
      render: (_: number, g: Goods) => <ShelfSwitch row={g} access={access} />,
      exportValue: words.shelfText,
    },
    {
      key: 'updatedAt',
      title: t('common.updatedAt'),
      render: formatDateTime,
      exportValue: (g) => formatDateTime(g.updatedAt),
    },
  ];
  return columns;
}
