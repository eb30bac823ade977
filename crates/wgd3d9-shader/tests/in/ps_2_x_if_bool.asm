// ps_2_x: static if b# / else / endif with defb, choosing between two lighting paths
ps_2_x
dcl t0.xy
dcl t1.xyz
dcl_2d s0
defb b0, true
def c0, 0.0, 0.0, 0.0, 1.0
texld r0, t0, s0
nrm r1.xyz, t1
if b0
    dp3_sat r2.x, r1, c1
    mul r0.xyz, r0, r2.x
else
    mul r0.xyz, r0, c2
endif
mov oC0, r0
