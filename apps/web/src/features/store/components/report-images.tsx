import type { TestImage } from '@skin/contract';
import { Image, Space, Typography } from 'antd';
import { useFaceNames } from './use-face-names';

const ORDER = ['front', 'left', 'right', 'unknown'] as const;

/** The photos of a test by image type: front, left and right side by side, or one full face. */
export function ReportImages({ images }: { images: TestImage[] }) {
  const faceOf = useFaceNames();
  const groups = new Map<number, TestImage[]>();
  for (const image of [...images].sort((a, b) => a.indexNo - b.indexNo))
    groups.set(image.imageTypeId, [...(groups.get(image.imageTypeId) ?? []), image]);
  return (
    <Image.PreviewGroup>
      {[...groups.values()].map((group) => (
        <div key={group[0].imageTypeId} className="report-image-group" data-testid="report-image-group">
          <Typography.Title level={5}>{group[0].name}</Typography.Title>
          <Space wrap align="start">
            {ORDER.flatMap((p) => group.filter((g) => g.position === p)).map((image) => (
              <figure key={image.url} style={{ margin: 0, textAlign: 'center' }}>
                <Image
                  src={image.thumbnailUrl}
                  preview={{ src: image.url }}
                  width={180}
                  alt={faceOf(image.position)}
                  data-testid={`face-${image.position}`}
                />
                <figcaption>{faceOf(image.position)}</figcaption>
              </figure>
            ))}
          </Space>
        </div>
      ))}
    </Image.PreviewGroup>
  );
}
