import { GoodsDetail } from '../components/goods-detail';

/** `skin/GoodsDetailsAgent` at /goodsDetailsAgent/:id: an agent's goods item, opened from the goods list. */
export default function GoodsDetailsAgentScreen() {
  return <GoodsDetail />;
}
