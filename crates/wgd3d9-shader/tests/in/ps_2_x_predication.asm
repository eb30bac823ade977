// ps_2_x: setp then predicated instructions (p0), (p0.x) and (!p0.z)
ps_2_x
dcl t0.xy
dcl v0
dcl_2d s0
def c0, 0.5, 0.0, 1.0, 2.0
texld r0, t0, s0
mov r1, v0
setp_gt p0, r0, c0.x
(p0) mul r1, r1, c0.w
(p0.x) add r1.x, r1.x, c0.z
(!p0.z) mov r1.z, c0.y
mul r0, r0, r1
mov oC0, r0
