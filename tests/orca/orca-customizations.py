# Loaded by Orca at start from its preferences folder (tests/orca/session.ts copies it there). It writes every
# utterance Orca speaks, one per line and flushed at once, to the file named by ORCA_TRANSCRIPT, so a test reads what
# a blind visitor would hear. Orca carries on as usual; nothing else changes but two settings below.
import os

import orca.settings as settings
import orca.speech as speech

_transcript = os.environ["ORCA_TRANSCRIPT"]


def _record(text):
    with open(_transcript, "a", encoding="utf-8") as out:
        out.write(" ".join(str(text).split()) + "\n")
        out.flush()


_speak = speech._speak


def _speak_and_record(text, acss, interrupt):
    _record(text)
    return _speak(text, acss, interrupt)


speech._speak = _speak_and_record

_say_all = speech.sayAll


def _say_all_and_record(utterances, progress):
    # "Read all" hands Orca its lines one at a time; each is recorded as it is handed on.
    def recorded():
        for context, acss in utterances:
            _record(context.utterance)
            yield context, acss

    return _say_all(recorded(), progress)


speech.sayAll = _say_all_and_record

# A page that loads is not read aloud from top to bottom, nor summarised: each test starts from a quiet page and
# hears only what its keys make Orca say. Both are Orca's defaults, which a visitor can turn off the same way.
settings.sayAllOnLoad = False
settings.pageSummaryOnLoad = False
