// ps_2_0: texldp projective lookup (divide by t#.w) for a projected light texture
ps_2_0
dcl t0
dcl t1.xy
dcl_2d s0
dcl_2d s1
texldp r0, t0, s0            // projector
texld r1, t1, s1             // base
mul r0, r0, r1
mov oC0, r0
