m4_divert(0)m4_dnl
_uc10_nacc accepted, _uc10_nrej rejected
