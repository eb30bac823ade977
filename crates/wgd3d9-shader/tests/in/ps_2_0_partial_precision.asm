// ps_2_0: the _pp modifier on texld, arithmetic and nrm (partial precision hints)
ps_2_0
dcl t0.xy
dcl t1.xyz
dcl_2d s0
texld_pp r0, t0, s0
nrm_pp r1.xyz, t1
dp3_pp r2.x, r1, c0
mul_pp r0.xyz, r0, r2.x
mad_pp r0.xyz, r0, c1, c1.w
mov_pp r0.w, c2.x
mov oC0, r0
