import { GoodsDetail } from '../components/goods-detail';

/** `skin/GoodsDetails` at /goodsDetails/:id: one goods item (linked goods of a skin plan open here). */
export default function GoodsDetailsScreen() {
  return <GoodsDetail />;
}
