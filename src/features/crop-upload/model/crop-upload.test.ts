import { allSettled, createEffect, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api';
import { toastsShown } from '../../../../tests/setup/toasts';
import { checkImageFile, outputSize, rotateStep, IMAGE_KINDS } from '../lib/kinds';
import { createCropUpload, type CropUploadRequest } from './crop-upload';

const area = { x: 10, y: 20, width: 900, height: 900 };

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picked');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const image = (type: string, size: number) => new File([new Uint8Array(size)], 'photo', { type });

describe('image checks before any upload (spec 02 §5)', () => {
  it.each([
    ['picture', 'application/pdf', 10, 'Please select an image file'],
    ['picture', 'image/png', 5_242_881, 'Image size should be less than 5MB'],
    ['picture', 'image/png', 5_242_880, null],
    ['background', 'text/plain', 10, 'Please select an image file for the background'],
    ['background', 'image/webp', 5_242_881, 'Background image size should be less than 5MB'],
  ] as const)('%s %s of %i bytes', (kind, type, size, expected) => {
    expect(checkImageFile({ type, size }, kind)).toBe(expected);
  });

  it('scales to the exact aspect, never wider than the kind allows nor upscaled', () => {
    expect(outputSize(2400, IMAGE_KINDS.picture)).toEqual({ width: 512, height: 512 });
    expect(outputSize(300, IMAGE_KINDS.picture)).toEqual({ width: 300, height: 300 });
    expect(outputSize(4000, IMAGE_KINDS.background)).toEqual({ width: 1920, height: 1080 });
  });

  it('rotates in 90° steps back to 0', () => {
    expect([0, 45, 90, 180, 270, 359].map(rotateStep)).toEqual([90, 90, 180, 270, 0, 0]);
  });
});

describe('crop and upload', () => {
  function setup(upload: (request: CropUploadRequest) => Promise<string>) {
    const uploadFx = createEffect(upload);
    const model = createCropUpload({ kind: 'picture', uploadFx });
    const blob = new Blob(['jpeg'], { type: 'image/jpeg' });
    const crop = vi.fn(async () => blob);
    const scope = fork({ handlers: [[model.cropFx, crop]] });
    return { model, scope, crop, blob };
  }

  it('rejects a wrong file with the message and never opens the crop', async () => {
    const error = toastsShown('error');
    const upload = vi.fn(async () => 'uploads/x.jpg');
    const { model, scope } = setup(upload);
    await allSettled(model.fileSelected, { scope, params: image('text/plain', 10) });
    expect(error).toHaveBeenCalledWith('Please select an image file');
    expect(scope.getState(model.$open)).toBe(false);
    expect(upload).not.toHaveBeenCalled();
  });

  it('keeps zoom within 1–3 by 0.1 and rotation within 0–360', async () => {
    const { model, scope } = setup(async () => 'x');
    await allSettled(model.fileSelected, { scope, params: image('image/png', 100) });
    await allSettled(model.zoomChanged, { scope, params: 5 });
    expect(scope.getState(model.$zoom)).toBe(3);
    await allSettled(model.zoomChanged, { scope, params: 1.26 });
    expect(scope.getState(model.$zoom)).toBe(1.3);
    await allSettled(model.zoomChanged, { scope, params: 0.2 });
    expect(scope.getState(model.$zoom)).toBe(1);
    await allSettled(model.rotationChanged, { scope, params: 360 });
    expect(scope.getState(model.$rotation)).toBe(360);
    await allSettled(model.rotatedBy90, { scope });
    expect(scope.getState(model.$rotation)).toBe(90);
    await allSettled(model.rotationChanged, { scope, params: -30 });
    expect(scope.getState(model.$rotation)).toBe(330);
  });

  it('crops with the chosen area and rotation and uploads the JPEG named profile-picture, reporting progress', async () => {
    let report: ((fraction: number) => void) | undefined;
    let finish: (() => void) | undefined;
    const upload = vi.fn(
      (request: CropUploadRequest) =>
        new Promise<string>((resolve) => {
          report = request.onProgress;
          finish = () => resolve('uploads/profile-pictures/new.jpg');
        }),
    );
    const { model, scope, crop, blob } = setup(upload);
    const uploaded = vi.fn();
    createWatch({ unit: model.uploaded, scope, fn: uploaded });
    await allSettled(model.fileSelected, { scope, params: image('image/png', 100) });
    expect(scope.getState(model.$source)).toBe('blob:picked');
    await allSettled(model.areaChanged, { scope, params: area });
    await allSettled(model.rotatedBy90, { scope });
    const saving = allSettled(model.saved, { scope });
    await vi.waitFor(() => expect(upload).toHaveBeenCalled());
    expect(crop).toHaveBeenCalledWith({ source: 'blob:picked', area, rotation: 90 });
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ blob, fileName: 'profile-picture.jpg' });
    expect(scope.getState(model.$busy)).toBe(true);
    report?.(0.5);
    expect(scope.getState(model.$progress)).toBe(0.5);
    finish?.();
    await saving;
    expect(uploaded).toHaveBeenCalledWith('uploads/profile-pictures/new.jpg');
    expect(scope.getState(model.$open)).toBe(false);
    expect(scope.getState(model.$progress)).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picked');
  });

  it('keeps the crop open with the server message when the upload fails', async () => {
    const { model, scope } = setup(async () => {
      throw new ApiError(400, 'Image size should be less than 5MB');
    });
    await allSettled(model.fileSelected, { scope, params: image('image/png', 100) });
    await allSettled(model.areaChanged, { scope, params: area });
    await allSettled(model.zoomChanged, { scope, params: 2 });
    await allSettled(model.saved, { scope });
    expect(scope.getState(model.$open)).toBe(true);
    expect(scope.getState(model.$error)).toBe('Image size should be less than 5MB');
    expect(scope.getState(model.$zoom)).toBe(2);
    expect(scope.getState(model.$busy)).toBe(false);
    await allSettled(model.cancelled, { scope });
    expect(scope.getState(model.$open)).toBe(false);
  });

  it('without an upload, closes with the cropped image', async () => {
    const model = createCropUpload({ kind: 'background' });
    const blob = new Blob(['x'], { type: 'image/jpeg' });
    const scope = fork({ handlers: [[model.cropFx, async () => blob]] });
    const cropped = vi.fn();
    createWatch({ unit: model.cropped, scope, fn: cropped });
    await allSettled(model.fileSelected, { scope, params: image('image/jpeg', 100) });
    await allSettled(model.areaChanged, { scope, params: area });
    await allSettled(model.saved, { scope });
    expect(cropped).toHaveBeenCalledWith({ blob, fileName: 'call-background.jpg' });
    expect(scope.getState(model.$open)).toBe(false);
  });
});
