// The host pages' frame as a chunk of its own that the route table loads with the first host page: the build
// names it by this module (layouts.json), which the How to Use page's static import of the widget would
// otherwise merge into a shared chunk without a name of its own.
import { HostLayout } from '@/widgets/host-layout';

export { HostLayout };
