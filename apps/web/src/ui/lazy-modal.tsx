import { Modal, type ModalProps } from '@mantine/core';
import { MountOnceOpened } from './mount-once-opened.tsx';

/** The app's dialog: a Mantine modal that is built when it first opens (see MountOnceOpened). */
export function LazyModal(props: ModalProps) {
  return (
    <MountOnceOpened opened={props.opened}>
      <Modal {...props} />
    </MountOnceOpened>
  );
}
