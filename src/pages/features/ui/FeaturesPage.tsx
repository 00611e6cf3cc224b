import AudioWaveform from 'lucide-react/icons/audio-waveform';
import BarChart3 from 'lucide-react/icons/bar-chart-3';
import Ear from 'lucide-react/icons/ear';
import Gauge from 'lucide-react/icons/gauge';
import KeyRound from 'lucide-react/icons/key-round';
import Mic from 'lucide-react/icons/mic';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Volume2 from 'lucide-react/icons/volume-2';
import { APP_NAME } from '@/shared/config';
import { FeatureCards, PageHero, PublicLayout, Section } from '@/widgets/public-layout';

const AUDIO = [
  {
    icon: AudioWaveform,
    title: 'Noise cancellation',
    text: 'Traffic, fans and keyboards are filtered out before your voice leaves the device, so listeners hear words rather than the room.',
  },
  {
    icon: Ear,
    title: 'Echo suppression',
    text: 'Talk on speaker without the feedback loop: your own voice never comes back through the other side.',
  },
  {
    icon: Volume2,
    title: 'Automatic gain control',
    text: 'Soft speakers are lifted and loud ones tamed, so everyone arrives at a comfortable, even volume.',
  },
  {
    icon: Gauge,
    title: 'Real-time speaking detection',
    text: 'A glowing ring shows who is talking the moment they start, with visual indicators for muted and connected people.',
  },
];

const CONTROL = [
  {
    icon: Mic,
    title: 'Automatic recording of each speaking segment',
    text: 'Every time a team member speaks, that segment is saved and filed by person and date, ready to replay or download.',
  },
  {
    icon: KeyRound,
    title: 'Host controls',
    text: 'Mute or unmute any participant, decide who may speak, remove someone from the call or disable their account.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure rooms with unique ids',
    text: 'Each call gets its own meeting id and only signed-in members of your team can join it.',
  },
  {
    icon: BarChart3,
    title: 'Analytics',
    text: 'See total users, calls, active members and network quality at a glance, with a history of every call.',
  },
];

export function FeaturesPage() {
  return (
    <PublicLayout>
      <PageHero
        eyebrow="Features"
        title="Everything a team call needs, nothing it doesn't"
        lead={`${APP_NAME} pairs studio-grade audio processing with the controls a host needs to keep every call orderly.`}
      />
      <Section
        id="audio"
        title="Clear audio, automatically"
        intro="Processing runs on every call without settings to tweak."
      >
        <FeatureCards items={AUDIO} columns={4} />
      </Section>
      <Section
        id="control"
        title="Control and record"
        intro="The host runs the room; the record keeps itself."
      >
        <FeatureCards items={CONTROL} columns={4} />
      </Section>
    </PublicLayout>
  );
}
