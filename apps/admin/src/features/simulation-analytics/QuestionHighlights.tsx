import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPercent } from '@commonpurse/domain';
import type { TQuestionHighlight, TQuestionOptionCount } from '@commonpurse/domain/analytics';
import { PageLoading } from '@/ui/PageLoading.tsx';
import { useQuestionHighlights } from './sections-api.ts';
import { HIGHLIGHTS_LABELS as L } from './sections-labels.ts';

const answeredDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const percentText = (option: TQuestionOptionCount) =>
  option.percentage === null ? '—' : formatPercent(option.percentage);

/** One option: its label, count and percent as text, and a bar of its share (decorative). */
function OptionBar({ option }: { option: TQuestionOptionCount }) {
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {option.label}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
          {option.count.toLocaleString('en-US')} ({percentText(option)})
        </Typography>
      </Stack>
      <Box aria-hidden="true" sx={{ height: 8, bgcolor: 'grey.200', borderRadius: 1, overflow: 'hidden' }}>
        <Box
          data-testid="option-bar"
          sx={{ height: '100%', width: `${option.percentage ?? 0}%`, bgcolor: 'primary.main' }}
        />
      </Box>
    </Box>
  );
}

function HighlightCard({ question }: { question: TQuestionHighlight }) {
  const headingId = `question-highlight-${question.id}`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ flex: '1 1 300px', p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Typography id={headingId} variant="h4" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {question.text}
        </Typography>
        <Chip size="small" label={question.display_type === 'entry' ? L.entry : L.exit} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {L.answers(question.answer_count)}
      </Typography>
      {question.options.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
          {question.options.map((option) => (
            <OptionBar key={option.value} option={option} />
          ))}
        </Stack>
      )}
      {question.latest_answers.length > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {L.latest}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
            {question.latest_answers.map((answer, i) => (
              <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
                {answer.value}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  ({answeredDate.format(new Date(answer.created_at))})
                </Typography>
              </Typography>
            ))}
          </Stack>
        </>
      )}
    </Card>
  );
}

/** The entry and exit questions' highlights (spec 2 '/analytics/{id?}'): a card each, a bar per option. */
export function QuestionHighlights({ budgetId }: { budgetId: number }) {
  const highlights = useQuestionHighlights(budgetId);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {L.title}
      </Typography>
      {highlights.isError ? (
        <Alert severity="error">{L.loadFailed}</Alert>
      ) : !highlights.data ? (
        <PageLoading />
      ) : highlights.data.length === 0 ? (
        <Typography>{L.none}</Typography>
      ) : (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          {highlights.data.map((question) => (
            <HighlightCard key={question.id} question={question} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
