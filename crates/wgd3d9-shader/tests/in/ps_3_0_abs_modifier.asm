// ps_3_0: the _abs source modifier alone and negated (-r_abs), on temporaries and inputs
ps_3_0
dcl_texcoord0 v0
dcl_texcoord1 v1.xyz
def c0, 1.0, 0.5, 0.0, 0.0
mov r0, v0
add r1, r0_abs, -c0.y
mul r2.xyz, v1_abs, r1
cmp r3, -r0_abs, c0.x, c0.z
mov r2.w, c0.x
mad oC0, r2, r3, -r1_abs
