# hash.m4 - the perfect hash from `ns::name.overload' to the operator.
#
# Note [Operator name hash]
# The key is the qualified name q = `ns::name' or `ns::name.overload', of
# L bytes, read as little-endian 32-bit words, the last one zero-padded:
# w_0 .. w_(ceil(L/4)-1).  With ror16(x) = x rotated by 16 bits and
# K = 0x9e3779b1:
# h  = 0x811c9dc5 ^ seed;   h = (ror16(h) ^ w_i) * K   for each word
# a  = (ror16(h) ^ L) * K
# p  = a * B (64 bits):     bucket = p >> 32   (B buckets)
# d  = disp[bucket]:  slot = d & 0x7fff        if d has bit 15 (a bucket
#                                              holding a single name)
#                     slot = x * M >> 32   otherwise (M slots), where
#                     x = ((p mod 2^32) & 0xffff0000) + d * (a << 16)  (mod 2^32):
#                     its top half is (p's bits 16-31 + d * a's bits 0-15)
#                     mod 2^16 and its low half 0, so that the generator
#                     computes a probe in one eval, 16-bit numbers only
# Four bytes a step, and no division: 2 instructions a word on a Cortex-M4
# (one EOR with a rotated operand, one MUL).  The rotation folds the high
# half back into the low one at each step, so that no difference stays in
# the top bits (a plain word-wise FNV keeps one: a change confined to the
# 4th byte of words only ever moves bits 24-31, whatever the seed); after
# the last step (the length) every bit of the key reaches the top bits of
# a, which pick the bucket: no finalizer needed.  The names the runtime
# compares are emitted 4-byte aligned and zero-padded (_uc10_nameref).
# src/lookup.c computes exactly this; a test checks the two agree.
# Construction is hash-and-displace: B = ceil(N/2) buckets, M = N slots
# (load 1: the operator array itself is the hash table, with no holes),
# buckets placed largest first, each trying d = 0, 1, ... until all its
# names land on free slots; single-name buckets then take the free slots
# left, directly.  disp[] is the only metadata: 2 bytes a bucket, about 1
# byte a name.  M is at most 32767.

m4_define(`_uc10_hash_seed', m4_ifdef(`UC10_HASH_SEED', `UC10_HASH_SEED', 0))
m4_define(`_uc10_seed0', _uc10_hash_seed)

# ASCII codes of the characters a qualified name may hold.
# _uc10_o_C, _uc10_o1_C, _uc10_o2_C, _uc10_o3_C: character C's code in
# byte 0, 1, 2, 3 of a word (so that a word's eval term needs no shift).
m4_define(`_uc10_defords',
`m4_ifelse(`$1', `', `', `_uc10_defo(m4_substr(`$1', 0, 1), `$2')$0(m4_substr(`$1', 1), m4_incr(`$2'))')')
m4_define(`_uc10_defo', `m4_define(`_uc10_o_$1', `$2')m4_define(`_uc10_o1_$1', m4_eval(`$2 << 8'))m4_dnl
m4_define(`_uc10_o2_$1', m4_eval(`$2 << 16'))m4_define(`_uc10_o3_$1', m4_eval(`$2 << 24'))')
_uc10_defords(`ABCDEFGHIJKLMNOPQRSTUVWXYZ', 65)
_uc10_defords(`abcdefghijklmnopqrstuvwxyz', 97)
_uc10_defords(`0123456789', 48)
_uc10_defo(`_', 95)
_uc10_defo(`:', 58)
_uc10_defo(`.', 46)
_uc10_defo(`!', 0)
m4_define(`_uc10_o_', 0)

# _uc10_whash(Q) - a (Note [Operator name hash]): nested steps, one eval a
# word, with the 4 characters of a word in one term (their ordinals from
# _uc10_o_*; Q padded with `!', 0, to whole words, so that the regexp
# has no optional parts: those make patsubst 4 times slower):
# _uc10_hs(... _uc10_hs(_uc10_hs(H0, W0), W1) ..., L), no macro defined.
# Names longer than the 511 opening brackets of _uc10_hsopen allow (2040
# characters) take _uc10_whash_long: the same steps, one macro a word.
m4_define(`_uc10_whash',
`m4_ifelse(m4_eval(m4_len(`$1') > 2040), 1, `_uc10_whash_long(`$1')',
  `m4_substr(m4_defn(`_uc10_hsopen'), 0,
    m4_eval(9 * ((m4_len(`$1') + 7) / 4)))m4_eval(0x811c9dc5 ^ _uc10_hash_seed)m4_dnl
_uc10_words(`$1', `, ', `)'), m4_len(`$1'))')')
# _uc10_words(Q, BEFORE, AFTER) - each word's eval term between BEFORE and AFTER.
m4_define(`_uc10_words',
`m4_patsubst(`$1'm4_substr(`!!!', m4_eval((m4_len(`$1') + 3) % 4)),
  `\(.\)\(.\)\(.\)\(.\)',
  `$2`'m4_defn(`_uc10_o_\1')|m4_defn(`_uc10_o1_\2')|m4_defn(`_uc10_o2_\3')|m4_defn(`_uc10_o3_\4')$3')')
m4_define(`_uc10_whash_long',
`m4_define(`_uc10_h', m4_eval(0x811c9dc5 ^ _uc10_hash_seed))_uc10_words(`$1', `_uc10_hl(', `)')m4_dnl
_uc10_hs(_uc10_h, m4_len(`$1'))')
m4_define(`_uc10_hl', `m4_define(`_uc10_h', _uc10_hs(_uc10_h, `$1'))')
m4_define(`_uc10_hs', `m4_eval((((($1) << 16) | ((($1) >> 16) & 0xffff)) ^ ($2)) * 0x9e3779b1)')
m4_define(`_uc10_hsopen', `_uc10_hs(_uc10_hs(_uc10_hs(_uc10_hs(_uc10_hs(_uc10_hs(_uc10_hs(_uc10_hs(')
m4_define(`_uc10_hsopen', m4_defn(`_uc10_hsopen')m4_defn(`_uc10_hsopen'))
m4_define(`_uc10_hsopen', m4_defn(`_uc10_hsopen')m4_defn(`_uc10_hsopen'))
m4_define(`_uc10_hsopen', m4_defn(`_uc10_hsopen')m4_defn(`_uc10_hsopen'))
m4_define(`_uc10_hsopen', m4_defn(`_uc10_hsopen')m4_defn(`_uc10_hsopen'))
m4_define(`_uc10_hsopen', m4_defn(`_uc10_hsopen')m4_defn(`_uc10_hsopen'))
m4_define(`_uc10_hsopen', m4_defn(`_uc10_hsopen')m4_defn(`_uc10_hsopen'))
# _uc10_umulh(X, M) - (X * M) >> 32 for X taken as unsigned, 0 <= M < 2^15,
# in 16-bit halves (eval is 32-bit; no step overflows).
m4_define(`_uc10_umulh', `m4_eval((((($1) >> 16) & 0xffff) * ($2) + (((($1) & 0xffff) * ($2)) >> 16)) >> 16)')

# _uc10_nameref(N) - op N's name for its uc10_op: the C array of it,
# 4-byte aligned and zero-padded to whole words (src/lookup.c compares
# names a word at a time, Note [Word lookup]), written once to RECORDS
# (before the operator array, Note [Diversions]); expands to the array's name.
m4_define(`_uc10_nameref',
`m4_ifdef(`_uc10_nm_$1', `',
  `m4_define(`_uc10_nm_$1')m4_pushdef(`_uc10_dn', m4_divnum)_uc10_divert(RECORDS)m4_dnl
static _Alignas(4) const char uc10_name_`'_uc10_cname(`$1')m4_dnl
[m4_eval(m4_len(m4_defn(`_uc10_op_$1_q')) / 4 * 4 + 4)] = "m4_defn(`_uc10_op_$1_q')";
m4_divert(_uc10_dn)m4_popdef(`_uc10_dn')')m4_dnl
uc10_name_`'_uc10_cname(`$1')')

# _uc10_slot(N) - op N's slot in the operator array (its index in uc10_ops).
m4_define(`_uc10_slot', `m4_defn(`_uc10_slot_$1')')

# _uc10_phash - build it: _uc10_slot_N (op N's slot), _uc10_at_S (op at
# slot S), _uc10_disp_B, _uc10_ph_B, _uc10_ph_M, _uc10_ph_maxd.  Two names
# can hash alike (certain to happen somewhere in a large registry); then the
# next seed is tried, up to 64 of them, and the seed goes into the table.
m4_define(`_uc10_phash',
`m4_ifdef(`_uc10_ph_M', `', `m4_define(`_uc10_ph_M', m4_ifelse(_uc10_nlive, 0, 1, _uc10_nlive))m4_dnl
m4_ifelse(m4_eval(_uc10_ph_M > 32767), 1, `_uc10_fatal(`more than 32767 operators', `uc10')')m4_dnl
m4_define(`_uc10_ph_B', m4_eval((_uc10_ph_M + 1) / 2))m4_define(`_uc10_ph_P', _uc10_prime(_uc10_ph_M))m4_dnl
_uc10_ph_seed(_uc10_seed0)')')
# _uc10_prime(N) - the smallest prime >= N (N >= 1; 1 counts, for N = 1).
m4_define(`_uc10_prime', `m4_ifelse(m4_eval($1 <= 2), 1, $1, `_uc10_prime_($1, 2)')')
m4_define(`_uc10_prime_', `m4_ifelse(m4_eval($2 * $2 > $1), 1, $1,
m4_eval($1 % $2), 0, `_uc10_prime_(m4_incr($1), 2)', `_uc10_prime_($1, m4_incr($2))')')
m4_define(`_uc10_ph_seed',
`m4_ifelse(m4_eval($1 - _uc10_seed0 >= 64), 1,
  `_uc10_fatal(`perfect hash: no seed from '_uc10_seed0` to m4_eval(_uc10_seed0 + 63) 'm4_dnl
`separates the names; build with UC10_HASH_SEED=<another number>', `uc10')')m4_dnl
m4_define(`_uc10_hash_seed', `$1')_uc10_ph_attempt()m4_dnl
m4_ifelse(_uc10_ph_fail, 1, `_uc10_ph_reset()$0(m4_incr($1))')')
m4_define(`_uc10_ph_reset',
`_uc10_upto(`_uc10_hr', _uc10_ph_M,
  `m4_ifdef(`_uc10_at_'_uc10_hr, `m4_undefine(`_uc10_at_'_uc10_hr)')')m4_dnl
_uc10_upto(`_uc10_hr', _uc10_nops,
  `m4_ifdef(`_uc10_slot_'_uc10_hr, `m4_undefine(`_uc10_slot_'_uc10_hr)')')')

# Note [Placing the buckets]
# _uc10_ph_key files each name in its bucket B: `_uc10_bn_B' names, and
# `_uc10_bk_B', the calls that probe them, `_uc10_ph_p(G1, G2, N)' a name
# (N the operator, G1 and G2 the 16-bit halves the probe formula takes).
# The buckets are then placed largest first, and buckets of one size in
# increasing order: `_uc10_bsz_S' lists the buckets of S names.  A bucket
# of several names tries d = 0, 1, ... (`_uc10_ph_d'): its probe calls
# take a free slot each, or clear `_uc10_ph_ok'; on a failure the same
# calls, `_uc10_ph_p' made `_uc10_ph_unp', give the slots back.
m4_define(`_uc10_ph_attempt',
`m4_define(`_uc10_ph_fail', 0)m4_define(`_uc10_ph_maxd', 0)m4_define(`_uc10_ph_maxb', 0)m4_dnl
_uc10_upto(`_uc10_hb', _uc10_ph_B,
  `m4_define(`_uc10_bn_'_uc10_hb, 0)m4_define(`_uc10_disp_'_uc10_hb, 0)m4_define(`_uc10_bk_'_uc10_hb)')m4_dnl
_uc10_forops(`_uc10_ph_key(_uc10_o, _uc10_whash(_uc10_op(_uc10_o, `q')))')m4_dnl
_uc10_for(`_uc10_hz', 1, _uc10_ph_maxb, `m4_define(`_uc10_bsz_'_uc10_hz)')m4_dnl
_uc10_upto(`_uc10_hb', _uc10_ph_B, `_uc10_ph_size(_uc10_hb, m4_defn(`_uc10_bn_'_uc10_hb))')m4_dnl
m4_define(`_uc10_ph_free', 0)m4_dnl
_uc10_for(`_uc10_hz', 0, m4_decr(_uc10_ph_maxb),
  `m4_patsubst(m4_defn(`_uc10_bsz_'m4_eval(_uc10_ph_maxb - _uc10_hz)), `[0-9]+', `_uc10_ph_place(\&)')')')
m4_define(`_uc10_ph_size',
`m4_ifelse(`$2', 0, `', `m4_define(`_uc10_bsz_$2', m4_defn(`_uc10_bsz_$2')` $1')')')

m4_define(`_uc10_ph_key',
`_uc10_ph_key_(`$1', _uc10_umulh(`$2', _uc10_ph_B), m4_eval(`((($2) * '_uc10_ph_B`) >> 16) & 0xffff'),
  m4_eval(`($2) & 0xffff'))')
# _uc10_ph_key_(N, B, G1, G2)
m4_define(`_uc10_ph_key_',
`m4_define(`_uc10_bk_$2', m4_defn(`_uc10_bk_$2')`_uc10_ph_p($3, $4, $1)')m4_dnl
m4_define(`_uc10_bn_$2', m4_incr(m4_defn(`_uc10_bn_$2')))m4_dnl
m4_ifelse(m4_eval(m4_defn(`_uc10_bn_$2') > _uc10_ph_maxb), 1,
  `m4_define(`_uc10_ph_maxb', m4_defn(`_uc10_bn_$2'))')')

# _uc10_ph_place(B) - find bucket B's displacement and take its slots
# (nothing once this seed has failed).
m4_define(`_uc10_ph_place',
`m4_ifelse(_uc10_ph_fail, 1, `',
  m4_defn(`_uc10_bn_$1'), 1, `_uc10_ph_single(`$1', m4_regexp(m4_defn(`_uc10_bk_$1'), `\([0-9]+\))$', `\1'))',
  `_uc10_ph_try(`$1', 0)')')
m4_define(`_uc10_ph_single',
`_uc10_ph_nextfree()m4_define(`_uc10_disp_$1', m4_eval(0x8000 | _uc10_ph_free))m4_dnl
_uc10_ph_take(`$2', _uc10_ph_free)')
m4_define(`_uc10_ph_nextfree',
`m4_ifdef(`_uc10_at_'_uc10_ph_free, `m4_define(`_uc10_ph_free', m4_incr(_uc10_ph_free))$0()')')
m4_define(`_uc10_ph_take',
`m4_define(`_uc10_slot_$1', `$2')m4_define(`_uc10_at_$2', `$1')')
m4_define(`_uc10_ph_try',
`m4_ifelse(m4_eval(`$2' >= 32768), 1, `m4_define(`_uc10_ph_fail', 1)',
  `m4_define(`_uc10_ph_ok', 1)m4_define(`_uc10_ph_d', `$2')m4_indir(`_uc10_bk_$1')m4_dnl
m4_ifelse(_uc10_ph_ok, 1, `_uc10_ph_commit(`$1', `$2')',
  `_uc10_ph_untry(`$1')_uc10_ph_try2(`$1', m4_incr(`$2'))')')')
# Keys of one bucket that share g1 and g2 can never be separated: give up
# on this seed at once rather than after 32768 tries.
m4_define(`_uc10_ph_try2',
`m4_ifelse(m4_eval($2 > 2 * _uc10_ph_M + 64), 1, `m4_define(`_uc10_ph_fail', 1)',
  `_uc10_ph_try(`$1', `$2')')')
# _uc10_ph_p(G1, G2, N) - op N's slot with displacement _uc10_ph_d, taken
# if free.
m4_define(`_uc10_ph_p',
`m4_ifelse(_uc10_ph_ok, 1,
  `_uc10_ph_p_(m4_eval(((($1 + _uc10_ph_d * $2) & 0xffff) * _uc10_ph_M) >> 16), `$3')')')
m4_define(`_uc10_ph_p_',
`m4_ifdef(`_uc10_at_$1', `m4_define(`_uc10_ph_ok', 0)',
  `m4_define(`_uc10_at_$1', `$2')m4_define(`_uc10_slot_$2', `$1')')')
m4_define(`_uc10_ph_untry',
`m4_pushdef(`_uc10_ph_p', m4_defn(`_uc10_ph_unp'))m4_indir(`_uc10_bk_$1')m4_popdef(`_uc10_ph_p')')
m4_define(`_uc10_ph_unp',
`m4_ifdef(`_uc10_slot_$3',
  `m4_undefine(`_uc10_at_'m4_defn(`_uc10_slot_$3'))m4_undefine(`_uc10_slot_$3')')')
m4_define(`_uc10_ph_commit',
`m4_define(`_uc10_disp_$1', `$2')m4_dnl
m4_ifelse(m4_eval($2 > _uc10_ph_maxd), 1, `m4_define(`_uc10_ph_maxd', `$2')')')
