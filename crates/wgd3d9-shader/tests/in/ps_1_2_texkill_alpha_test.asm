// ps_1_2: texkill on t0 coordinates combined with cmp-based alpha masking
ps_1_2
texkill t0
tex t1
sub r1, t1, c0
cmp r0, r1.a, t1, c1
