import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';

/** Frame for the host workspace pages (sidebar and top bar arrive with the host-workspace work). */
export function HostLayout() {
  return (
    <Box minH="100dvh">
      <Outlet />
    </Box>
  );
}
