// ps_2_0: cmp used for a step function and for a sign-based select
ps_2_0
dcl t0.xy
dcl v0
dcl_2d s0
def c0, 0.5, 1.0, 0.0, -1.0
texld r0, t0, s0
add r1, r0, -c0.x
cmp r2, r1, c0.y, c0.z       // step(0.5, colour)
cmp r3, -r1, r0, v0
mul r2, r2, r3
mov oC0, r2
