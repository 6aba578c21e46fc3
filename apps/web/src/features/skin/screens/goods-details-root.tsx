import { GoodsDetail } from '../components/goods-detail';

/** `skin/GoodsDetailsRoot` at /goodsDetailsRoot/:id: a platform goods item, opened from the goods list. */
export default function GoodsDetailsRootScreen() {
  return <GoodsDetail />;
}
