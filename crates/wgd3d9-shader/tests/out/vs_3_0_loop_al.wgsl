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
    var r4_: vec4<f32> = vec4<f32>();
    var r5_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    v1_ = in1_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    let _e28 = consts.c[0];
    let _e32 = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e28)), vec4<bool>(true, false, false, false));
    o0_ = _e32;
    let _e35 = consts.c[1];
    let _e39 = select(_e32, vec4(dot(in0_, _e35)), vec4<bool>(false, true, false, false));
    o0_ = _e39;
    let _e42 = consts.c[2];
    let _e46 = select(_e39, vec4(dot(in0_, _e42)), vec4<bool>(false, false, true, false));
    o0_ = _e46;
    let _e49 = consts.c[3];
    o0_ = select(_e46, vec4(dot(in0_, _e49)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 1f, 0f, 0f).xxxx;
    r4_ = in0_;
    let _e58 = vec4<i32>(4i, 0i, 1i, 0i);
    loop_count = clamp(_e58.x, 0i, 255i);
    loop_step = _e58.z;
    r5_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e58.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e69 = loop_count;
        if (_e69 <= 0i) {
            break;
        }
        loop_count = (_e69 - 1i);
        let _e73 = r5_;
        let _e77 = (i32(_e73.x) + 10i);
        let _e79 = consts.c[_e77];
        let _e82 = r4_;
        let _e85 = r1_;
        let _e87 = select(_e85, (select(_e79, vec4<f32>(0f, 1f, 0f, 0f), (_e77 == 4i)) + -(_e82)), vec4<bool>(true, true, true, false));
        r1_ = _e87;
        let _e92 = r2_;
        let _e93 = select(_e92, vec4(dot(_e87.xyz, _e87.xyz)), vec4<bool>(true, false, false, false));
        r2_ = _e93;
        let _e99 = select(_e93, vec4(inverseSqrt(abs(_e93.xxxx.x))), vec4<bool>(false, true, false, false));
        r2_ = _e99;
        let _e102 = select(_e87, (_e87 * _e99.yyyy), vec4<bool>(true, true, true, false));
        r1_ = _e102;
        let _e103 = v1_;
        let _e109 = r3_;
        let _e110 = select(_e109, saturate(vec4(dot(_e103.xyz, _e102.xyz))), vec4<bool>(true, false, false, false));
        r3_ = _e110;
        let _e114 = select(_e110, (_e110.xxxx * _e99.yyyy), vec4<bool>(true, false, false, false));
        r3_ = _e114;
        let _e120 = (i32(_e73.x) + 20i);
        let _e122 = consts.c[_e120];
        let _e125 = r0_;
        r0_ = ((_e114.xxxx * select(_e122, vec4<f32>(0f, 1f, 0f, 0f), (_e120 == 4i))) + _e125);
        let _e128 = loop_step;
        r5_ = select(_e73, vec4((_e73.x + f32(_e128))), vec4<bool>(true, false, false, false));
    }
    let _e134 = r0_;
    let _e135 = saturate(_e134);
    o1_ = _e135;
    let _e136 = o0_;
    let _e139 = consts.c[256];
    let _e142 = consts.c[257];
    let _e147 = select(_e136, ((_e136 * _e142) + (_e139 * _e136.wwww)), vec4<bool>(true, true, true, false));
    o0_ = _e147;
    return Output(_e147, _e135);
}
