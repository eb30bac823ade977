struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var r2_: vec4<f32> = vec4<f32>();
    var r3_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e24 = consts.c[0];
    let _e28 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e24)), vec4<bool>(true, false, false, false));
    o0_ = _e28;
    let _e31 = consts.c[1];
    let _e35 = select(_e28, vec4(dot(in0_, _e31)), vec4<bool>(false, true, false, false));
    o0_ = _e35;
    let _e38 = consts.c[2];
    let _e42 = select(_e35, vec4(dot(in0_, _e38)), vec4<bool>(false, false, true, false));
    o0_ = _e42;
    let _e45 = consts.c[3];
    o0_ = select(_e42, vec4(dot(in0_, _e45)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0.001f, 8f, 0f).xxxx;
    r1_ = in1_;
    let _e54 = vec4<i32>(8i, 0i, 1i, 0i);
    loop_count = clamp(_e54.x, 0i, 255i);
    loop_step = _e54.z;
    r3_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e54.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e65 = loop_count;
        if (_e65 <= 0i) {
            break;
        }
        loop_count = (_e65 - 1i);
        let _e68 = r1_;
        let _e70 = r3_;
        let _e74 = (i32(_e70.x) + 10i);
        let _e76 = consts.c[_e74];
        let _e84 = r2_;
        let _e85 = select(_e84, vec4(dot(_e68.xyz, select(_e76, vec4<f32>(0f, 0.001f, 8f, 0f), (_e74 == 4i)).xyz)), vec4<bool>(true, false, false, false));
        r2_ = _e85;
        if (_e85.xxxx.x <= vec4<f32>(0f, 0.001f, 8f, 0f).yyyy.x) {
            break;
        }
        let _e91 = r0_;
        let _e96 = (i32(_e70.x) + 30i);
        let _e98 = consts.c[_e96];
        let _e101 = (_e91 + select(_e98, vec4<f32>(0f, 0.001f, 8f, 0f), (_e96 == 4i)));
        r0_ = _e101;
        let _e106 = select(_e85, vec4(dot(_e101.xyz, _e101.xyz)), vec4<bool>(false, true, false, false));
        r2_ = _e106;
        if (_e106.yyyy.x > vec4<f32>(0f, 0.001f, 8f, 0f).zzzz.x) {
            break;
        }
        let _e112 = loop_step;
        r3_ = select(_e70, vec4((_e70.x + f32(_e112))), vec4<bool>(true, false, false, false));
    }
    let _e118 = r0_;
    o1_ = _e118;
    let _e119 = saturate(_e118);
    o1_ = _e119;
    let _e120 = o0_;
    let _e123 = consts.c[256];
    let _e126 = consts.c[257];
    let _e132 = select(_e120, ((_e120 * _e126) + (_e123 * _e120.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e132;
    return Output(_e132, _e119);
}
