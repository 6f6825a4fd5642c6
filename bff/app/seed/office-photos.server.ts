import type { Types } from 'mongoose';
import { encodeRgbPng } from '../lib/png.server';
import { imageDimensions } from '../lib/image-dimensions.server';
import { findFile, storeFileWithId } from '../models/file-buckets.server';
import { OfficePhotoModel } from '../models/office-photo.server';
import { User } from '../models/user.server';
import { COMPANIES } from './catalog.server';
import { seedId, type SeedUser } from './generate.server';

/*
 * Demo office photos (docs/product/community-and-reviews.md, "Add office photos"): pictures of a
 * workspace, a cafeteria and a meeting room drawn in code — flat shapes in each company's own
 * colour, encoded as real PNGs — so the gallery has something to show without any file or
 * network. The same bytes every run.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const WIDTH = 480;
const HEIGHT = 360;

type Rgb = readonly [number, number, number];

/** HSL (degrees, 0–1, 0–1) to RGB 0–255. */
function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => lightness - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

type Shape =
  | { rect: [x: number, y: number, w: number, h: number]; color: Rgb }
  | { circle: [cx: number, cy: number, r: number]; color: Rgb };

/** Paints `shape` over `rgb` (WIDTH × HEIGHT pixels), clipped to the picture. */
function paint(rgb: Buffer, shape: Shape): void {
  const [red, green, blue] = shape.color;
  const fill = (x: number, y: number) => {
    const at = (y * WIDTH + x) * 3;
    rgb[at] = red;
    rgb[at + 1] = green;
    rgb[at + 2] = blue;
  };
  if ('rect' in shape) {
    const [left, top, w, h] = shape.rect;
    for (let y = Math.max(0, top); y < Math.min(HEIGHT, top + h); y++)
      for (let x = Math.max(0, left); x < Math.min(WIDTH, left + w); x++) fill(x, y);
    return;
  }
  const [cx, cy, r] = shape.circle;
  for (let y = Math.max(0, Math.ceil(cy - r)); y <= Math.min(HEIGHT - 1, Math.floor(cy + r)); y++)
    for (let x = Math.max(0, Math.ceil(cx - r)); x <= Math.min(WIDTH - 1, Math.floor(cx + r)); x++)
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) fill(x, y);
}

const SKY: Rgb = [190, 222, 244];
const WOOD: Rgb = [150, 104, 68];
const SCREEN: Rgb = [40, 46, 58];
const LEAF: Rgb = [62, 140, 84];
const WHITE: Rgb = [246, 246, 242];

export type OfficeScene = 'workspace' | 'cafeteria' | 'meeting';

/** The shapes of a scene, back to front, in the company's colour `hue`. */
function sceneShapes(scene: OfficeScene, hue: number): Shape[] {
  const wall = hsl(hue, 0.35, 0.82);
  const floor = hsl(hue, 0.2, 0.45);
  const accent = hsl(hue, 0.6, 0.45);
  const shapes: Shape[] = [
    { rect: [0, 0, WIDTH, HEIGHT], color: wall },
    { rect: [0, 250, WIDTH, 110], color: floor },
  ];
  const windows = (count: number, top: number, height: number) => {
    const width = Math.floor((WIDTH - 40) / count) - 16;
    for (let i = 0; i < count; i++) {
      const left = 28 + i * (width + 16);
      shapes.push({ rect: [left - 4, top - 4, width + 8, height + 8], color: WHITE });
      shapes.push({ rect: [left, top, width, height], color: SKY });
      shapes.push({ rect: [left + Math.floor(width / 2) - 2, top, 4, height], color: WHITE });
    }
  };
  const plant = (x: number) => {
    shapes.push({ rect: [x - 10, 222, 20, 28], color: accent });
    shapes.push({ circle: [x, 206, 22], color: LEAF });
  };
  if (scene === 'workspace') {
    windows(4, 36, 110);
    for (let i = 0; i < 3; i++) {
      const left = 40 + i * 146;
      shapes.push({ rect: [left, 232, 120, 12], color: WOOD });
      shapes.push({ rect: [left + 8, 244, 8, 50], color: WOOD });
      shapes.push({ rect: [left + 104, 244, 8, 50], color: WOOD });
      shapes.push({ rect: [left + 34, 186, 52, 40], color: SCREEN });
      shapes.push({ rect: [left + 56, 226, 8, 6], color: SCREEN });
      shapes.push({ circle: [left + 60, 292, 18], color: accent });
    }
    plant(456);
  } else if (scene === 'cafeteria') {
    windows(3, 40, 90);
    shapes.push({ rect: [300, 170, 180, 80], color: accent }); // the counter
    shapes.push({ rect: [300, 160, 180, 12], color: WHITE });
    for (const [x, y] of [
      [80, 300],
      [230, 306],
      [380, 300],
    ] as const) {
      shapes.push({ circle: [x, y, 28], color: WOOD });
      shapes.push({ circle: [x - 40, y - 6, 11], color: accent });
      shapes.push({ circle: [x + 40, y - 6, 11], color: accent });
    }
    plant(30);
  } else {
    shapes.push({ rect: [110, 40, 260, 140], color: SCREEN }); // the screen
    shapes.push({ rect: [126, 56, 228, 108], color: hsl(hue, 0.5, 0.6) });
    shapes.push({ rect: [60, 250, 360, 40], color: WOOD }); // the table
    for (let i = 0; i < 5; i++) {
      shapes.push({ circle: [90 + i * 75, 236, 16], color: accent });
      shapes.push({ circle: [90 + i * 75, 312, 16], color: accent });
    }
    plant(28);
    plant(452);
  }
  return shapes;
}

/** A scene as a PNG of 480 × 360 pixels. */
export function drawOffice(scene: OfficeScene, hue: number): Buffer {
  // Back to front, each shape over the ones before it: painted shape by shape rather than
  // looked up pixel by pixel (a tenth of a fresh start's seeding, ADR 016 "Cold start").
  const rgb = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (const shape of sceneShapes(scene, hue)) paint(rgb, shape);
  return encodeRgbPng(WIDTH, HEIGHT, rgb);
}

const PHOTOS: Array<{ scene: OfficeScene; caption: (city: string) => string | null }> = [
  { scene: 'workspace', caption: (city) => `Our open-plan floor in ${city}` },
  { scene: 'cafeteria', caption: () => 'The cafeteria before the lunch rush' },
  { scene: 'meeting', caption: () => null },
];

/** The companies with photos: the first few of the catalog, the demo recruiter's among them. */
const COMPANIES_WITH_PHOTOS = 4;

export interface SeedOfficePhoto {
  _id: Types.ObjectId;
  company_id: Types.ObjectId;
  user_id: Types.ObjectId;
  file_id: Types.ObjectId;
  filename: string;
  scene: OfficeScene;
  hue: number;
  caption: string | null;
  created_at: Date;
}

/** The demo photos (without their bytes, drawn when stored), shared by the seed's job seekers. */
export function generateOfficePhotos(
  users: ReadonlyArray<Pick<SeedUser, '_id' | 'role'>>,
  referenceDate: Date,
): SeedOfficePhoto[] {
  const seekers = users.filter((user) => user.role === 'Job Seeker').slice(1); // not the demo seeker
  if (seekers.length === 0) return [];
  return COMPANIES.slice(0, COMPANIES_WITH_PHOTOS).flatMap((company, c) =>
    PHOTOS.slice(0, c % 2 === 0 ? 3 : 2).map(({ scene, caption }, p) => {
      const key = `${company.name}:${scene}`;
      return {
        _id: seedId('office_photo', key),
        company_id: seedId('company', company.name),
        user_id: seekers[(c * 7 + p * 3) % seekers.length]!._id,
        file_id: seedId('office_photo_file', key),
        filename: `${scene}.png`,
        scene,
        hue: (c * 67 + 200) % 360,
        caption: caption(company.city),
        created_at: new Date(referenceDate.getTime() - (3 + c * 11 + p * 4) * DAY_MS),
      };
    }),
  );
}

/**
 * Stores the photos not stored yet whose uploader exists: the GridFS file (unless an interrupted
 * run left it) and the photo's row; returns how many it inserted.
 */
export async function insertOfficePhotos(photos: SeedOfficePhoto[]): Promise<number> {
  if (photos.length === 0) return 0;
  const [users, existing] = await Promise.all([
    User.find(
      { _id: { $in: [...new Set(photos.map((one) => String(one.user_id)))] } },
      { _id: 1 },
    ).lean(),
    OfficePhotoModel.find({ _id: { $in: photos.map((one) => one._id) } }, { _id: 1 }).lean(),
  ]);
  const present = new Set(users.map((user) => String(user._id)));
  const stored = new Set(existing.map((one) => String(one._id)));
  const missing = photos.filter(
    (one) => present.has(String(one.user_id)) && !stored.has(String(one._id)),
  );
  for (const { scene, hue, filename, ...photo } of missing) {
    const content = drawOffice(scene, hue);
    if (!(await findFile('office_photos', photo.file_id)))
      await storeFileWithId('office_photos', photo.file_id, filename, content, {
        user_id: photo.user_id,
        content_type: 'image/png',
      });
    const size = imageDimensions('image/png', content);
    await OfficePhotoModel.create({
      ...photo,
      content_type: 'image/png',
      size: content.length,
      width: size?.width ?? null,
      height: size?.height ?? null,
    });
  }
  return missing.length;
}
