import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../src/db/client';
import {
  agents,
  appDiscoveries,
  appDiscoveryItems,
  auditLog,
  beacons,
  brands,
  buildings,
  buttons,
  consumers,
  customDiseases,
  devices,
  deviceTypes,
  dicts,
  diseaseDetails,
  diseaseLevels,
  diseases,
  equipment,
  features,
  feedback,
  fences,
  floors,
  gateways,
  goods,
  imageTypes,
  inputOrders,
  iosIndexEntries,
  iosIndexItems,
  menus,
  outputOrders,
  printJobs,
  questions,
  resourceTypes,
  roles,
  settings,
  shippers,
  skinPlans,
  stores,
  testRecords,
  urlResources,
  users,
  yards,
} from '../src/db/schema';

/** The table behind each resource's list: `sort=<key>` must name one of its columns. */
export const LIST_TABLES: Record<string, PgTable> = {
  user: users,
  role: roles,
  menu: menus,
  button: buttons,
  resourceType: resourceTypes,
  resource: urlResources,
  dict: dicts,
  agent: agents,
  feature: features,
  audit: auditLog,
  deviceType: deviceTypes,
  device: devices,
  printJob: printJobs,
  inputOrder: inputOrders,
  outputOrder: outputOrders,
  shipper: shippers,
  setting: settings,
  store: stores,
  feedback,
  imageType: imageTypes,
  diseaseLevel: diseaseLevels,
  disease: diseases,
  question: questions,
  goods,
  customDisease: customDiseases,
  skinPlan: skinPlans,
  diseaseDetail: diseaseDetails,
  iosIndex: iosIndexEntries,
  iosIndexItem: iosIndexItems,
  consumer: consumers,
  testRecord: testRecords,
  appDiscovery: appDiscoveries,
  appDiscoveryItem: appDiscoveryItems,
  yard: yards,
  building: buildings,
  floor: floors,
  gateway: gateways,
  beacon: beacons,
  fence: fences,
  brand: brands,
  equipment,
};

/** Rows added to every listed table, beyond the demo data: more than two pages of 20. */
export const EXTRA_ROWS = 45;
const range = Array.from({ length: EXTRA_ROWS }, (_, i) => i);
/** Few distinct values, so most sort keys have ties the id has to break. */
const pick = <T>(i: number, values: T[]) => values[i % values.length];
const day = (i: number) => new Date(Date.UTC(2024, 0, 1 + (i % 4)));
const maybe = <T>(i: number, value: T) => (i % 3 === 0 ? null : value);

/**
 * Adds rows to every listed table with repeated values and nulls. Unique columns get distinct
 * values; created and updated times repeat over four days.
 */
export async function seedSortRows(db: Db) {
  const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
  const [sales] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'SALESMAN'));
  const [type] = await db.select({ id: deviceTypes.id }).from(deviceTypes).limit(1);
  const stamps = (i: number) => ({ createdAt: day(i), updatedAt: day(i + 1) });

  const added = await db
    .insert(users)
    .values(
      range.map((i) => ({
        parentId: admin.id,
        path: `${admin.path}sort${i}/`,
        username: `sort_user_${String(i).padStart(2, '0')}`,
        passwordHash: 'x',
        name: pick(i, ['Anna', 'bob', 'Émile', 'Zed']),
        sex: maybe(i, i % 2),
        phone: maybe(i, pick(i, ['13800000001', '13800000002'])),
        email: maybe(i, pick(i, ['a@x.io', 'b@x.io'])),
        roleId: sales.id,
        state: i % 2,
        ...stamps(i),
      })),
    )
    .returning({ id: users.id });
  await db.execute(
    sql`update ${users} set path = ${admin.path} || id || '/' where username like 'sort_user_%'`,
  );
  const userIds = added.map((u) => u.id);

  await db.insert(roles).values(
    range.map((i) => ({
      parentId: admin.roleId,
      name: pick(i, ['Clerk', 'auditor', 'Clerk ', 'Zoo']),
      code: `SORT_${i}`,
      dataScope: pick(i, [1, 2, 2]),
      sort: i % 4,
      state: i % 2,
      ...stamps(i),
    })),
  );
  await db.insert(menus).values(
    range.map((i) => ({
      name: `SortMenu${i}`,
      title: pick(i, ['user', 'role', 'device']),
      path: `sort-${i % 5}`,
      component: pick(i, ['system/User', 'device/DeviceList']),
      state: i % 2,
      sort: i % 4,
      hidden: i % 3 === 0,
    })),
  );
  await db
    .insert(buttons)
    .values(range.map((i) => ({ name: pick(i, ['Add', 'edit', 'Delete']), perm: `sort:button:b${i}` })));
  await db
    .insert(resourceTypes)
    .values(range.map((i) => ({ name: pick(i, ['Users', 'devices', 'Orders']) })));
  await db.insert(urlResources).values(
    range.map((i) => ({
      name: pick(i, ['List', 'one', 'Write']),
      uniqueMark: `/api/sort-test/${Math.floor(i / 3)}`,
      method: pick(i, ['GET', 'POST', 'DELETE']),
    })),
  );
  await db.insert(dicts).values(
    range.map((i) => ({
      typeCode: pick(i, ['sort_a', 'sort_b']),
      name: pick(i, ['One', 'two', 'Three']),
      value: String(i % 7),
      sort: i % 4,
      state: i % 2,
    })),
  );
  await db.insert(agents).values(
    range.map((i) => ({
      userId: userIds[i],
      name: pick(i, ['North', 'south', 'West']),
      agentLevel: 1 + (i % 2),
      chinaMainland: i % 3 !== 0,
      phone: maybe(i, pick(i, ['1390000001', '1390000002'])),
      ...stamps(i),
    })),
  );
  await db.insert(features).values(
    range.map((i) => ({
      code: `sort-f${i}`,
      name: pick(i, ['Report', 'scan', 'Map']),
      homePage: i % 2 === 0,
    })),
  );
  await db.insert(auditLog).values(
    range.map((i) => ({
      at: day(i),
      actorId: admin.id,
      actorName: maybe(i, pick(i, ['admin', 'Operator'])),
      action: pick(i, ['GET /a', 'POST /b', 'PATCH /c']),
      target: maybe(i, String(i % 5)),
      outcome: pick(i, ['ok', 'denied', 'failed']),
      ip: maybe(i, pick(i, ['10.0.0.1', '10.0.0.2'])),
    })),
  );
  await db
    .insert(deviceTypes)
    .values(
      range.map((i) => ({ name: pick(i, ['Pro', 'mini', 'Max']), hardwareModel: `SORT-${i}`, ...stamps(i) })),
    );
  await db.insert(devices).values(
    range.map((i) => ({
      serialNumber: `SORT${String(i).padStart(4, '0')}`,
      batchNumber: maybe(i, pick(i, ['B1', 'b2'])),
      deviceTypeId: type.id,
      firmwareVersion: maybe(i, pick(i, ['1.0', '1.10', '1.2'])),
      bluetoothName: maybe(i, pick(i, ['BT-a', 'BT-B'])),
      state: pick(i, ['printed', 'in_stock', 'returned']),
      enabled: i % 2 === 0,
      lastSeenAt: maybe(i, day(i)),
      ...stamps(i),
    })),
  );
  await db.insert(printJobs).values(
    range.map((i) => ({
      deviceTypeId: type.id,
      quantity: 1 + (i % 3),
      printedAt: maybe(i, day(i)),
      printCount: i % 2,
      ...stamps(i),
    })),
  );
  const order = (i: number) => ({
    number: `SORT-O-${String(i).padStart(3, '0')}`,
    deviceTypeId: type.id,
    quantity: 1 + (i % 3),
    state: pick(i, ['submitted', 'in_progress', 'completed']),
    sort: i % 4,
    ...stamps(i),
  });
  await db.insert(inputOrders).values(range.map((i) => ({ ...order(i), receivedQuantity: i % 2 })));
  await db.insert(outputOrders).values(
    range.map((i) => ({
      ...order(i),
      number: `SORT-X-${String(i).padStart(3, '0')}`,
      agentId: userIds[i % 5],
      consigneeName: pick(i, ['Li', 'wang', 'Zhao']),
      consigneePhone: pick(i, ['1380000', '1390000']),
      consigneeAddress: 'Somewhere 1',
      issuedQuantity: i % 2,
    })),
  );
  await db.insert(imageTypes).values(
    range.map((i) => ({
      indexNo: 100 + i,
      nameZh: pick(i, ['日光', '紫外']),
      nameEn: pick(i, ['Day', 'uv', 'Wood']),
      tag: `sort${i}`,
      source: pick(i, ['client', 'algorithm']),
      sort: i % 4,
      ...stamps(i),
    })),
  );
  // Straight into the table: sorting needs ties, which the service's overlap rule would refuse.
  await db
    .insert(diseaseLevels)
    .values(
      range.map((i) => ({ name: pick(i, ['Low', 'high']), minScore: i % 3, maxScore: 50, ...stamps(i) })),
    );
  await db
    .insert(diseases)
    .values(
      range.map((i) => ({ code: `sort_${i}`, name: pick(i, ['毛孔', 'Acne']), sort: i % 4, ...stamps(i) })),
    );
  const [dimension] = await db.select().from(diseases).limit(1);
  await db
    .insert(diseaseDetails)
    .values(range.map((i) => ({ diseaseId: dimension.id, solution: pick(i, ['A', 'b']), ...stamps(i) })));
  await db.insert(goods).values(
    range.map((i) => ({
      name: `${pick(i, ['Serum', 'cream', 'Mask'])} ${i}`,
      type: pick(i, ['product', 'instrument']),
      price: pick(i, [100, 2500, 990]),
      ...stamps(i),
    })),
  );
  await db
    .insert(customDiseases)
    // Names are unique in any case (per owner): the ties sorting needs come from the other columns.
    .values(range.map((i) => ({ name: `${pick(i, ['Dry', 'oily'])} ${i}`, ...stamps(i) })));
  await db.insert(skinPlans).values(
    range.map((i) => ({
      name: pick(i, ['Calm', 'bright']),
      nursingSite: pick(i, ['face', 'body', 'foot']),
      ...stamps(i),
    })),
  );
  const entryIds = await db
    .insert(appDiscoveries)
    .values(
      range.map((i) => ({
        name: pick(i, ['Tips', 'care', 'Videos']),
        deviceTypeId: type.id,
        visible: i % 2,
        sort: i % 4,
        remark: maybe(i, 'Remark'),
        ...stamps(i),
      })),
    )
    .returning({ id: appDiscoveries.id });
  await db.insert(appDiscoveryItems).values(
    range.map((i) => ({
      discoveryId: entryIds[i % 3].id,
      title: pick(i, ['Morning', 'evening', 'Night']),
      visible: i % 2,
      sort: i % 4,
      ...stamps(i),
    })),
  );
  const indexIds = await db
    .insert(iosIndexEntries)
    .values(range.map((i) => ({ name: pick(i, ['News', 'tips', 'Care']), sort: i % 4, ...stamps(i) })))
    .returning({ id: iosIndexEntries.id });
  await db.insert(iosIndexItems).values(
    range.map((i) => ({
      indexId: indexIds[i % 3].id,
      title: pick(i, ['Spring', 'summer', 'Autumn']),
      sort: i % 4,
      ...stamps(i),
    })),
  );
  // The tracking topology: one yard of the administrator's with rows of every kind below it.
  const [yard] = await db
    .insert(yards)
    .values(
      range.map((i) => ({
        ownerId: userIds[i % 5],
        name: pick(i, ['North', 'south', 'West']),
        ...stamps(i),
      })),
    )
    .returning({ id: yards.id, ownerId: yards.ownerId });
  const [building] = await db
    .insert(buildings)
    .values(
      range.map((i) => ({
        yardId: yard.id,
        ownerId: yard.ownerId,
        name: pick(i, ['Ward', 'clinic', 'Lab']),
        sort: i % 4,
        ...stamps(i),
      })),
    )
    .returning({ id: buildings.id });
  const [floor] = await db
    .insert(floors)
    .values(
      range.map((i) => ({
        buildingId: building.id,
        yardId: yard.id,
        ownerId: yard.ownerId,
        name: pick(i, ['1F', 'b1', '2F']),
        level: i % 4,
        width: 40,
        height: 25,
        ...stamps(i),
      })),
    )
    .returning({ id: floors.id });
  const onFloor = { yardId: yard.id, floorId: floor.id, ownerId: yard.ownerId, x: 1, y: 1 };
  const sortMac = (kind: number, i: number) => `0E:50:00:00:0${kind}:${String(i).padStart(2, '0')}`;
  await db.insert(gateways).values(
    range.map((i) => ({
      ...onFloor,
      name: pick(i, ['Gate', 'door', 'Hall']),
      mac: sortMac(1, i),
      state: pick(i, ['normal', 'fault']),
      lastHeardAt: maybe(i, day(i)),
      ...stamps(i),
    })),
  );
  await db.insert(beacons).values(
    range.map((i) => ({
      ...onFloor,
      name: pick(i, ['Gate', 'door', 'Hall']),
      mac: sortMac(2, i),
      battery: maybe(i, (i % 4) * 20),
      ...stamps(i),
    })),
  );
  await db.insert(fences).values(
    range.map((i) => ({
      yardId: yard.id,
      floorId: floor.id,
      ownerId: yard.ownerId,
      name: pick(i, ['Ward', 'exit', 'Lab']),
      polygon: [
        [0, 0],
        [1, 0],
        [1, 1],
      ] as [number, number][],
      kind: pick(i, ['mustStayInside', 'mustStayOut']),
      ...stamps(i),
    })),
  );
  const tag = (kind: number, i: number) => ({
    yardId: yard.id,
    ownerId: yard.ownerId,
    name: pick(i, ['Anna', 'bob', 'Zed']),
    mac: sortMac(kind, i),
    state: pick(i, ['normal', 'lowPower', 'off']),
    battery: maybe(i, (i % 4) * 20),
    lastHeardAt: maybe(i, day(i)),
    ...stamps(i),
  });
  await db.insert(brands).values(range.map((i) => tag(3, i)));
  await db.insert(equipment).values(range.map((i) => tag(4, i)));
  await db
    .insert(questions)
    .values(range.map((i) => ({ name: `${pick(i, ['Dry', 'oily'])} ${i}`, sort: i % 4, ...stamps(i) })));
  await db.insert(settings).values(
    range.map((i) => ({
      nameZh: pick(i, ['甲', '乙']),
      nameEn: `sort.setting.${String(i).padStart(2, '0')}`,
      type: pick(i, ['system', 'app', 'other']),
      parameter: '{}',
      ...stamps(i),
    })),
  );
  await db
    .insert(shippers)
    .values(range.map((i) => ({ name: pick(i, ['Fast', 'slow']), phone: maybe(i, '1350000'), sort: i % 4 })));
  const storeIds = await db
    .insert(stores)
    .values(
      range.map((i) => ({
        name: pick(i, ['Lotus', 'rosa', 'Iris']),
        merchantId: userIds[i % 5],
        area: pick(i, ['East', 'west']),
        managerName: maybe(i, pick(i, ['Wang', 'li'])),
        phone: maybe(i, '1370000'),
        ...stamps(i),
      })),
    )
    .returning({ id: stores.id });
  await db.insert(feedback).values(
    range.map((i) => ({
      storeId: storeIds[i % 3].id,
      deviceName: maybe(i, pick(i, ['SA1', 'sa2'])),
      title: pick(i, ['Broken', 'question', 'Thanks']),
      content: 'Text',
      ...stamps(i),
    })),
  );
  const consumerIds = await db
    .insert(consumers)
    .values(
      range.map((i) => ({
        storeId: storeIds[i % 3].id,
        name: pick(i, ['Ana', 'bo', 'Émile']),
        phone: `+86136${String(i).padStart(8, '0')}`,
        birthday: maybe(i, pick(i, ['1990-01-02', '1985-06-30'])),
        testCount: i % 4,
        lastTestAt: maybe(i, day(i)),
        ...stamps(i),
      })),
    )
    .returning({ id: consumers.id });
  await db.insert(testRecords).values(
    range.map((i) => ({
      storeId: storeIds[i % 3].id,
      consumerId: consumerIds[i % 3].id,
      clientId: `sort-${i}`,
      facePosition: pick(i, ['front', 'left', 'right']),
      score: pick(i, [40, 75, 90]),
      skinAge: maybe(i, pick(i, [25, 33])),
      testedAt: day(i),
    })),
  );
}
