import { sample } from 'effector';
import { createGate } from 'effector-react';
import { backgroundSectionOpened } from '@/features/crop-upload';

export const UserProfileGate = createGate('UserProfilePage');

sample({ clock: UserProfileGate.open, target: backgroundSectionOpened });
