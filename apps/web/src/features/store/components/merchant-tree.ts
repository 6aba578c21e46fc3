import type { Option } from '@skin/contract';
import { optionTree } from '../../../components/crud/build-tree';
import type { ChoiceOption } from '../../../components/crud/types';

/**
 * The user tree for the merchant picker: the hierarchy (agent > merchant) helps finding one, but
 * only merchants can be picked. Until the merchants are known every user stays pickable (the
 * server refuses a wrong one anyway).
 */
export function merchantTree(
  users: readonly Option[],
  merchants: readonly Option[] | undefined,
): ChoiceOption[] {
  const ids = merchants ? new Set(merchants.map((m) => m.id)) : null;
  type Node = ReturnType<typeof optionTree>[number];
  const mark = (node: Node): ChoiceOption => ({
    value: node.value,
    label: node.label,
    disabled: ids ? !ids.has(node.value) : false,
    children: node.children?.map(mark),
  });
  return optionTree(users).map(mark);
}
