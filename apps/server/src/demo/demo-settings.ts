import type { Db } from '../db/client';
import { createSettingService } from '../modules/settings/settings.service';
import { actorOf } from './demo-devices';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The demo's settings, saved through the service as platform staff would, so that each has its
 * history: the app's home has been edited once (two versions to compare and restore).
 */
export async function seedDemoSettings(db: Db) {
  const settings = createSettingService(db);
  const admin = await actorOf(db, 'admin');
  const operator = await actorOf(db, 'operator');
  const app = await settings.create(admin, {
    nameZh: '应用',
    nameEn: 'app',
    type: 'app',
    parameter: json({ title: 'AI skin analyzer', supportEmail: 'care@example.com' }),
    remark: 'The mobile app as a whole',
  });
  const home = await settings.create(admin, {
    nameZh: '应用首页',
    nameEn: 'app.home',
    type: 'app',
    parentId: app.id,
    parameter: json({ bannerSeconds: 5, showNews: true, maxEntries: 6 }),
    remark: 'How the app shows its home content',
  });
  await settings.update(operator, {
    id: home.id,
    baseVersion: home.version,
    parameter: json({ bannerSeconds: 8, showNews: true, maxEntries: 8, showDiscoveryTab: true }),
  });
  await settings.create(admin, {
    nameZh: '报告打印',
    nameEn: 'report.print',
    type: 'report',
    parameter: json({ paper: 'A4', showLogo: true, qrCodeDays: 30 }),
    remark: null,
  });
  await settings.create(admin, {
    nameZh: '设备上传',
    nameEn: 'device.upload',
    type: 'device',
    parameter: json({ maxImages: 6, retryMinutes: 10 }),
    remark: null,
  });
}
