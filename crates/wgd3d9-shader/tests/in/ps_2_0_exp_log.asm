// ps_2_0: exp and log (full precision, scalar) for a gamma adjustment
ps_2_0
dcl t0.xy
dcl_2d s0
def c0, 0.4545454, 2.2, 0.0, 0.0
texld r0, t0, s0
log r1.x, r0.x
log r1.y, r0.y
log r1.z, r0.z
mul r1.xyz, r1, c0.x
exp r2.x, r1.x
exp r2.y, r1.y
exp r2.z, r1.z
mov r2.w, r0.w
mov oC0, r2
