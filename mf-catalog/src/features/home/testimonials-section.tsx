import styled from 'styled-components';
import { CardGrid, cardSurface } from '@classhub/ui';
import { HomeSection } from './home-section';

export const TESTIMONIALS_TITLE = 'Why we are the first choice of students and parents?';

interface Testimonial {
  quote: string;
  name: string;
  batch: string;
}

const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'The instructors explain everything with patience, and the small classes mean I always get my questions answered.',
    name: 'Maya Robinson',
    batch: '6th Batch Student',
  },
  {
    quote: 'I joined for one class and stayed for four. The lab sessions made science my favourite subject.',
    name: 'Daniel Kim',
    batch: '5th Batch Student',
  },
  {
    quote: 'Picking and paying for classes took minutes, and my parents can see exactly what I am learning.',
    name: 'Priya Shah',
    batch: '7th Batch Student',
  },
];

const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  height: 100%;
  margin: 0;
  padding: 2rem 1.75rem;
  ${cardSurface}

  blockquote {
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.6;
  }
  blockquote::before {
    content: '“';
    display: block;
    height: 2.25rem;
    font-size: 3.5rem;
    line-height: 1;
    color: ${({ theme }) => theme.color.primary};
  }
  figcaption {
    margin-top: auto;
  }
`;

const Name = styled.span`
  display: block;
  font-weight: 700;
`;

const Batch = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.primaryText};
  font-size: 0.9rem;
  font-weight: 600;
`;

/** Testimonials (docs/product.md#home): three student quotes, each with its batch. */
export function TestimonialsSection() {
  return (
    <HomeSection id="testimonials" title={TESTIMONIALS_TITLE}>
      <CardGrid aria-label="Testimonials">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <Quote>
              <blockquote>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption>
                <Name>{testimonial.name}</Name>
                <Batch>{testimonial.batch}</Batch>
              </figcaption>
            </Quote>
          </li>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
