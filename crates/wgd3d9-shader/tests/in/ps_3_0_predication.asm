// ps_3_0: predicated arithmetic and texldl (allowed under predication) with default and replicate predicate swizzles
ps_3_0
dcl_texcoord0 v0
dcl_2d s0
def c0, 0.5, 0.0, 1.0, 0.0
mov r0, v0
setp_gt p0, r0, c0.x
mov r1, c0.y
(p0) add r1, r1, c0.z
(!p0.x) mul r1.xy, r0, c0.x
mov r0.w, c0.y
(p0.z) texldl r1, r0, s0
mov oC0, r1
