import { theme } from 'antd';
import { type ComponentType, useEffect, useState } from 'react';

/** antd's illustration of a page not found, fetched once, by the first 404 page shown. */
let loaded: ComponentType | undefined;

/**
 * The box of antd's 404 illustration (as antd's `Result` sizes it), filled once the drawing has
 * downloaded. Should that download fail (the network gone), the box stays empty and the page's text
 * and button are there all the same.
 */
export function NotFoundImage() {
  const { token } = theme.useToken();
  const [Image, setImage] = useState(() => loaded);
  useEffect(() => {
    if (Image) return;
    let live = true;
    import('antd/es/result/noFound').then(
      (module) => {
        loaded = module.default;
        if (live) setImage(() => module.default);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Image]);
  return (
    <div style={{ width: 250, height: 295, margin: `0 auto ${token.paddingLG}px`, textAlign: 'center' }}>
      {Image ? <Image /> : null}
    </div>
  );
}
