import type { ReportSheet } from '@skin/contract';
import { Image, Space, Typography } from 'antd';
import { useFaceNames } from './use-face-names';

type Photo = ReportSheet['images'][number];
const ORDER = ['front', 'left', 'right', 'unknown'] as const;

/** The photos of a test by image type: front, left and right side by side, or one full face. */
export function ReportImages({ images }: { images: Photo[] }) {
  const faceOf = useFaceNames();
  const groups = new Map<number, Photo[]>();
  for (const image of [...images].sort((a, b) => a.indexNo - b.indexNo))
    groups.set(image.indexNo, [...(groups.get(image.indexNo) ?? []), image]);
  return (
    <Image.PreviewGroup>
      <div className="report-images">
        {[...groups.values()].map((group) => (
          <div key={group[0].indexNo} className="report-image-group" data-testid="report-image-group">
            <Typography.Title level={5}>{group[0].name}</Typography.Title>
            <Space wrap align="start">
              {ORDER.flatMap((p) => group.filter((g) => g.position === p)).map((image) => (
                <figure key={image.url} className="report-photo">
                  <Image
                    src={image.thumbnailUrl}
                    preview={{ src: image.url }}
                    width={160}
                    alt={faceOf(image.position)}
                    data-testid={`face-${image.position}`}
                  />
                  <figcaption>{faceOf(image.position)}</figcaption>
                </figure>
              ))}
            </Space>
          </div>
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
