struct Constants {
    c: array<vec4<f32>, 258>,
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
    let _e15 = consts.c[1];
    let _e22 = consts.c[2];
    let _e29 = consts.c[3];
    v0_ = in0_;
    v1_ = in1_;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, false, true));
    r0_ = in1_;
    r1_ = vec4<f32>(0f, 0.25f, 0.5f, 1f).xxxx;
    if (in1_.xxxx.x > vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz.x) {
        let _e45 = r1_;
        r1_ = select(_e45, (_e45.xxxx + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(true, false, false, false));
    }
    let _e50 = r0_;
    if (_e50.xxxx.x < vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy.x) {
        let _e56 = r1_;
        r1_ = select(_e56, (_e56.yyyy + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, true, false, false));
    }
    let _e61 = r0_;
    if (_e61.yyyy.x >= vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz.x) {
        let _e67 = r1_;
        r1_ = select(_e67, (_e67.zzzz + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, false, true, false));
    }
    let _e72 = r0_;
    if (_e72.yyyy.x <= vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy.x) {
        let _e78 = r1_;
        r1_ = select(_e78, (_e78.wwww + vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww), vec4<bool>(false, false, false, true));
    }
    let _e83 = r0_;
    if (_e83.zzzz.x == vec4<f32>(0f, 0.25f, 0.5f, 1f).xxxx.x) {
        let _e89 = r1_;
        r1_ = (_e89 * vec4<f32>(0f, 0.25f, 0.5f, 1f).zzzz);
    }
    let _e92 = r0_;
    if (_e92.wwww.x != vec4<f32>(0f, 0.25f, 0.5f, 1f).wwww.x) {
        let _e98 = r1_;
        r1_ = (_e98 + vec4<f32>(0f, 0.25f, 0.5f, 1f).yyyy);
    }
    let _e101 = r1_;
    let _e102 = o0_;
    let _e105 = consts.c[256];
    let _e108 = consts.c[257];
    return Output(select(_e102, ((_e102 * _e108) + (_e105 * _e102.wwww)), vec4<bool>(true, true, true, false)), _e101);
}
