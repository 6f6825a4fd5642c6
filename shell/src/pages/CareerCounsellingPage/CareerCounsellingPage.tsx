import { Badge, Button, Card } from '@rozgar/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { ServicePageLayout } from '../ServicesPage/ServicePageLayout/ServicePageLayout';
import { useGoBack } from '../ServicesPage/ServicePageLayout/useGoBack';
import { BookSessionModal } from './BookSessionModal/BookSessionModal';
import { COUNSELLORS, type Counsellor } from './counsellors';

const Experts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  h2 {
    margin: 0;
  }
`;

const Role = styled.p`
  margin: 2px 0 12px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 12px 0 16px;
`;

/** `/career-counselling`: two counsellors; Book a Session sends a stored request. */
export function CareerCounsellingPage() {
  const [booking, setBooking] = useState<Counsellor | null>(null);
  const back = useGoBack();
  return (
    <ServicePageLayout
      title="Career counselling"
      lead="Unsure which path to take, stuck in a role, or preparing for a big move? Book a 45-minute one-to-one session with one of our counsellors, by phone or video."
      actions={
        <Button variant="ghost" onClick={back}>
          Back to Services
        </Button>
      }
    >
      <Experts>
        {COUNSELLORS.map((counsellor) => (
          <li key={counsellor.name}>
            <Card padding="lg" elevated style={{ height: '100%' }}>
              <h2>{counsellor.name}</h2>
              <Role>{counsellor.title}</Role>
              <p>{counsellor.about}</p>
              <p>
                <strong>Experience:</strong> {counsellor.experience}
                <br />
                <strong>Languages:</strong> {counsellor.languages}
              </p>
              <Tags aria-label="Focus areas">
                {counsellor.focus.map((area) => (
                  <Badge key={area} tone="info">
                    {area}
                  </Badge>
                ))}
              </Tags>
              <Button
                onClick={() => setBooking(counsellor)}
                aria-label={`Book a Session with ${counsellor.name}`}
              >
                Book a Session
              </Button>
            </Card>
          </li>
        ))}
      </Experts>
      <BookSessionModal counsellor={booking} onClose={() => setBooking(null)} />
    </ServicePageLayout>
  );
}
