import type { Goods } from '@skin/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Category = NonNullable<Goods['category']>;

/**
 * The words of goods' choices (type, the product's 17 categories, display method, shelf) and their
 * options.
 */
export function useGoodsWords() {
  const { t } = useTranslation('skin');
  return useMemo(() => {
    const types: Record<Goods['type'], string> = {
      product: t('goods.product'),
      instrument: t('goods.instrument'),
    };
    const categories: Record<Category, string> = {
      makeupRemoval: t('category.makeupRemoval'),
      cleansing: t('category.cleansing'),
      cleansingMask: t('category.cleansingMask'),
      exfoliating: t('category.exfoliating'),
      essence: t('category.essence'),
      toner: t('category.toner'),
      lotion: t('category.lotion'),
      mask: t('category.mask'),
      eyeCare: t('category.eyeCare'),
      sunscreen: t('category.sunscreen'),
      coffret: t('category.coffret'),
      serum: t('category.serum'),
      oil: t('category.oil'),
      dailyCare: t('category.dailyCare'),
      dailyClean: t('category.dailyClean'),
      dailySunscreen: t('category.dailySunscreen'),
      professionalCare: t('category.professionalCare'),
    };
    const displays: Record<Goods['displayMethod'], string> = {
      graphic: t('goods.graphic'),
      text: t('goods.textOnly'),
    };
    const optionsOf = (words: Record<string, string>) =>
      Object.entries(words).map(([value, label]) => ({ value, label }));
    return {
      types,
      categories,
      displays,
      shelfText: (g: Pick<Goods, 'shelf'>) => (g.shelf === 1 ? t('goods.up') : t('goods.down')),
      categoryText: (g: Pick<Goods, 'category'>) => (g.category ? categories[g.category] : ''),
      typeOptions: optionsOf(types),
      categoryOptions: optionsOf(categories),
      displayOptions: optionsOf(displays),
      shelfOptions: [
        { value: 1, label: t('goods.up') },
        { value: 0, label: t('goods.down') },
      ],
    };
  }, [t]);
}
