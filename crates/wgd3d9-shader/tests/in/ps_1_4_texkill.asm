// ps_1_4: texkill on a t# in phase 1 and on an r# computed in phase 1, in phase 2
ps_1_4
def c0, 0.5, 0.5, 0.5, 0.0
texld r0, t0
texcrd r1.rgb, t1
texkill t2
sub r1.rgb, r1, c0
phase
texld r2, t3
texkill r1
mul r0.rgb, r0, r2
+mov r0.a, r2
