struct Constants {
    c: array<vec4<f32>, 266>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>) -> Output {
    var v0_: vec4<f32> = vec4<f32>();
    var v1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e8 = consts.c[0];
    let _e14 = consts.c[1];
    let _e20 = consts.c[2];
    let _e26 = consts.c[3];
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e14)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e20)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e26)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    r1_ = vec4<f32>(0f, 0.25f, 0.5f, 1f).xxxx;
    if (in1_.xxxx.x > vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz.x) {
        let _e42 = r1_;
        r1_ = select(_e42, (_e42.xxxx + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(true, false, false, false));
    }
    let _e47 = r0_;
    if (_e47.xxxx.x < vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy.x) {
        let _e53 = r1_;
        r1_ = select(_e53, (_e53.yyyy + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, true, false, false));
    }
    let _e58 = r0_;
    if (_e58.yyyy.x >= vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz.x) {
        let _e64 = r1_;
        r1_ = select(_e64, (_e64.zzzz + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, false, true, false));
    }
    let _e69 = r0_;
    if (_e69.yyyy.x <= vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy.x) {
        let _e75 = r1_;
        r1_ = select(_e75, (_e75.wwww + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, false, false, true));
    }
    let _e80 = r0_;
    if (_e80.zzzz.x == vec4<f32>(0f, 0.25f, 0.5f, 1f).xxxx.x) {
        let _e86 = r1_;
        r1_ = (_e86 * vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz);
    }
    let _e89 = r0_;
    if (_e89.wwww.x != vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww.x) {
        let _e95 = r1_;
        r1_ = (_e95 + vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy);
    }
    let _e98 = r1_;
    let _e99 = o0_;
    let _e101 = consts.c[256];
    let _e103 = consts.c[257];
    return Output(select(_e99, ((_e99 * _e103) + (_e101 * _e99.wwww)), vec4<bool>(true, true, true, false)), _e98);
}
