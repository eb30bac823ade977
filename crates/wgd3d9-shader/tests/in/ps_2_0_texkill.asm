// ps_2_0: alpha test via texkill on a temporary (any of xyzw < 0 kills the pixel)
ps_2_0
dcl t0.xy
dcl v0
dcl_2d s0
def c0, 0.5, 0.0, 0.0, 0.0
texld r0, t0, s0
add r1, r0.w, -c0.x
texkill r1
mul r0, r0, v0
mov oC0, r0
