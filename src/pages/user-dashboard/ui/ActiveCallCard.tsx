import { Badge, Card, DataList, HStack, Text } from '@chakra-ui/react';
import PhoneCall from 'lucide-react/icons/phone-call';
import { useNavigate } from 'react-router';
import type { Call } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { Button } from '@/shared/ui';

const startedFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

/** 'Active Call' card: Meeting ID, Host name, Started time and 'Join Call'. */
export function ActiveCallCard({ call }: { call: Call }) {
  const navigate = useNavigate();
  return (
    <Card.Root as="section" aria-labelledby="active-call-title" borderColor="green.500" borderWidth="2px">
      <Card.Header>
        <HStack justify="space-between">
          <Card.Title as="h2" id="active-call-title">
            Active Call
          </Card.Title>
          <Badge colorPalette="green" variant="subtle">
            Live
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" gap="2">
          <DataList.Item>
            <DataList.ItemLabel>Meeting ID</DataList.ItemLabel>
            <DataList.ItemValue>
              <Text fontFamily="mono">{call.meetingId}</Text>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Host</DataList.ItemLabel>
            <DataList.ItemValue>{call.hostName || 'Host'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Started</DataList.ItemLabel>
            <DataList.ItemValue>
              {startedFormat.format(new Date(call.startedAt || call.startTime))}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
      <Card.Footer>
        <Button onClick={() => void navigate(ROUTES.userCall(call.meetingId))}>
          <PhoneCall aria-hidden />
          Join Call
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
