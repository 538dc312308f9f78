import { Card, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { picture } from './pictures';
import { DEMO_PAGES } from './texts';

const PICTURES = [3, 8, 13, 21].map((n) => ({ n, src: picture(n, 960, 600) }));

/** Thumbnails that open antd's viewer over the whole group (previous/next, zoom, rotate). */
export function PreviewPage() {
  const { t } = useTranslation(DEMO_PAGES);
  return (
    <Card title={t('preview.title')}>
      <Image.PreviewGroup>
        {PICTURES.map(({ n, src }) => (
          <Image
            key={n}
            width={120}
            src={src}
            alt={t('preview.alt', { n })}
            style={{ borderRadius: 6, marginInlineEnd: 8, marginBlockEnd: 8 }}
          />
        ))}
      </Image.PreviewGroup>
    </Card>
  );
}
